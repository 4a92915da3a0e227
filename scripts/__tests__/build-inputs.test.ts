/**
 * Touching any kind of file a build reads makes build-if-needed rebuild what depends on it,
 * and only that: the lists come from the builds' own tools (Gatsby's folders, esbuild's
 * metafile, tsc's program), read here from the real project.
 */
import {
  digestProjectFile,
  fingerprint,
  serverBuild,
  siteBuild,
  staleReasonOf,
  type BuildRecord,
  type BuildTarget,
  type DigestFile,
} from "../build-inputs"

const digests = new Map<string, string>()
/** The project's files as they are (each read once). */
const read: DigestFile = file => {
  if (!digests.has(file)) digests.set(file, digestProjectFile(file))
  return digests.get(file)!
}
/** The project as it would read with one file edited. */
const touched =
  (edited: string): DigestFile =>
  file =>
    file === edited ? `edited ${read(file)}` : read(file)

/** One file of each kind each build reads, and what reads it. */
const kinds: { file: string; kind: string; rebuilds: BuildTarget["name"][] }[] = [
  { file: "data/pricing.json", kind: "a data file (sourced by Gatsby)", rebuilds: ["site"] },
  { file: "data/forms.json", kind: "a data file the server compiles in", rebuilds: ["site", "server"] },
  { file: "src/pages/index.tsx", kind: "a page (Gatsby's src/)", rebuilds: ["site"] },
  {
    file: "shared/forms/validation.ts",
    kind: "the validation shared by the forms and the server",
    rebuilds: ["site", "server"],
  },
  { file: "static/favicon.svg", kind: "a static file", rebuilds: ["site"] },
  { file: "gatsby-node.ts", kind: "a gatsby-* file", rebuilds: ["site"] },
  { file: "gatsby/schema.ts", kind: "a module gatsby-node.ts imports", rebuilds: ["site"] },
  { file: "shared/data-validation/validate-data.ts", kind: "the content validator", rebuilds: ["site", "server"] },
  { file: "shared/staff-api.ts", kind: "the staff API's shared types", rebuilds: ["site", "server"] },
  { file: "scripts/build-admin.ts", kind: "the web editor's build script", rebuilds: ["site"] },
  { file: "scripts/postbuild.ts", kind: "the postbuild script", rebuilds: ["site"] },
  {
    file: "server/http/csp-manifest.ts",
    kind: "a server module the postbuild script imports",
    rebuilds: ["site", "server"],
  },
  { file: "src/admin/main.ts", kind: "the web editor's bundle", rebuilds: ["site"] },
  {
    file: "scripts/html-shell.ts",
    kind: "the page shell of the editor and the staff app",
    rebuilds: ["site", "server"],
  },
  { file: "server/main.ts", kind: "the server (tsc's program)", rebuilds: ["server"] },
  { file: "server/staff/sessions.ts", kind: "a staff API module (tsc's program)", rebuilds: ["server"] },
  { file: "src/staff/main.tsx", kind: "the staff app's bundle (esbuild's metafile)", rebuilds: ["site", "server"] },
  { file: "src/staff/staff.module.css", kind: "the staff app's stylesheet", rebuilds: ["site", "server"] },
  { file: "scripts/build-staff.ts", kind: "the staff app's build script", rebuilds: ["server"] },
  { file: "tsconfig.server.json", kind: "the server's compiler options", rebuilds: ["server"] },
  { file: "tsconfig.json", kind: "the compiler options it extends", rebuilds: ["server"] },
  { file: "package-lock.json", kind: "the installed packages", rebuilds: ["site", "server"] },
  { file: "scripts/build-inputs.ts", kind: "these rules", rebuilds: ["site", "server"] },
  { file: "README.md", kind: "documentation", rebuilds: [] },
  { file: "e2e/site.spec.ts", kind: "a browser test", rebuilds: [] },
  { file: "scripts/__tests__/build-inputs.test.ts", kind: "a unit test", rebuilds: [] },
  { file: "src/gatsby-types.d.ts", kind: "the query types the site build writes", rebuilds: [] },
]

const targets = [siteBuild, serverBuild]
let records: Map<BuildTarget, BuildRecord>

beforeAll(async () => {
  records = new Map()
  for (const target of targets) {
    const inputs = await target.listInputs()
    records.set(target, { inputs, fingerprint: fingerprint(target, inputs, read) })
  }
})

describe.each(kinds)("$file ($kind)", ({ file, rebuilds }) => {
  test.each(targets.map(target => [target.name, target] as const))("the %s build", (name, target) => {
    const record = records.get(target)!
    expect(staleReasonOf(target, record.fingerprint, record, read)).toBeNull()
    const reason = staleReasonOf(target, record.fingerprint, record, touched(file))
    if (rebuilds.includes(name)) expect(reason).toBe(`The ${name}'s sources changed: rebuilding.`)
    else expect(reason).toBeNull()
  })
})

test("an environment variable that changes the site's output rebuilds the site", () => {
  const record = records.get(siteBuild)!
  const before = process.env.SITE_URL
  process.env.SITE_URL = "https://www.example.com"
  try {
    expect(staleReasonOf(siteBuild, record.fingerprint, record, read)).toBe("The site's sources changed: rebuilding.")
  } finally {
    if (before === undefined) delete process.env.SITE_URL
    else process.env.SITE_URL = before
  }
})

test("a deleted input counts as a change", () => {
  const record = records.get(serverBuild)!
  const without: DigestFile = file => (file === "server/config.ts" ? "missing" : read(file))
  expect(staleReasonOf(serverBuild, record.fingerprint, record, without)).toBe(
    "The server's sources changed: rebuilding.",
  )
})

test("no output, or an output without the list of what built it, means a build", () => {
  const record = records.get(siteBuild)!
  expect(staleReasonOf(siteBuild, "", record, read)).toBe("No site build yet: building.")
  expect(staleReasonOf(siteBuild, record.fingerprint, null, read)).toBe(
    "The site build's inputs are not known: rebuilding.",
  )
  expect(staleReasonOf(siteBuild, "0".repeat(64), record, read)).toBe(
    "The site build's inputs are not known: rebuilding.",
  )
})
