/**
 * What each build reads, and a fingerprint of it, so `npm start`, `npm test` and the benches
 * rebuild only what changed: the site (public/, a few minutes) or the server (dist/, seconds).
 *
 * The inputs are taken from the builds themselves, not from a hand-kept list:
 * - the site: Gatsby's folders (src/, shared/, static/ and the folders gatsby-config.ts sources), its
 *   gatsby-*.ts(x) files with the modules they import, and the modules of the scripts that
 *   finish the build (the web editor's bundle, by esbuild's metafile; postbuild);
 * - the server: the files tsc compiles for tsconfig.server.json (its program's file list), the
 *   staff app's bundle (esbuild's metafile) and the modules of the script that bundles it.
 * Listing them costs a TypeScript program and a few esbuild passes, so it is done once after
 * each build and kept (with the fingerprint) in node_modules/.cache/build-inputs/; a check then
 * only reads the files the last build read. A file added later is reached through one of those
 * files (an import, a folder), whose change triggers the rebuild that lists it.
 */
import { createHash } from "node:crypto"
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs"
import { dirname, isAbsolute, join, relative } from "node:path"
import { build, type BuildOptions } from "esbuild"
import ts from "typescript"
import gatsbyConfig from "../gatsby-config"
import { adminBundleOptions } from "./build-admin"
import { staffBundleOptions } from "./build-staff"

const root = join(__dirname, "..")

export type BuildTarget = {
  name: "site" | "server"
  /** The npm script that builds it. */
  script: string
  /** The fingerprint of the last successful build, kept inside its output so that deleting the output means "not built". */
  fingerprintFile: string
  /** Environment variables that change the output. */
  environment: string[]
  /** Gatsby's incremental build keeps a page's HTML when only CSS changed, with the old styles
   * inlined in it: a site rebuild starts from a clean slate so no page is stale. */
  cleanFirst: boolean
  /** Every file the build reads (paths relative to the project, sorted), found from the build's own tools. */
  listInputs(): Promise<string[]>
}

/** What is kept after a build: the files it read and their fingerprint. */
export type BuildRecord = { inputs: string[]; fingerprint: string }

/** Read by a build's tools but made by the build itself (Gatsby's query types), or never read by it (tests). */
const notInputs = (file: string) => file.split("/").includes("__tests__") || file === "src/gatsby-types.d.ts"

/** Every project file a build declares or is steered by, whatever else it reads. */
const ALWAYS = ["package.json", "package-lock.json", "scripts/build-inputs.ts"]

function filesUnder(folder: string): string[] {
  const path = join(root, folder)
  if (!existsSync(path)) return []
  if (!statSync(path).isDirectory()) return [folder]
  return readdirSync(path).flatMap(name => filesUnder(join(folder, name)))
}

/** Project files only: node_modules is covered by package-lock.json. */
function projectFiles(files: string[]): string[] {
  const inside = files
    .map(file => (isAbsolute(file) ? relative(root, file) : file))
    .filter(file => !file.startsWith("..") && !file.split("/").includes("node_modules"))
  return [...new Set([...ALWAYS, ...inside])].filter(file => !notInputs(file)).sort()
}

/** Image and font files imported by modules; esbuild only needs to know they are files. */
const assetLoaders: BuildOptions["loader"] = Object.fromEntries(
  [".jpg", ".jpeg", ".png", ".webp", ".avif", ".svg", ".woff2"].map(extension => [extension, "file"]),
)

/** The files esbuild reads to bundle these entry points (the metafile's inputs), without writing anything. */
async function esbuildInputs({ outfile: _file, outdir: _dir, ...options }: BuildOptions): Promise<string[]> {
  const result = await build({
    ...options,
    absWorkingDir: root,
    bundle: true,
    write: false,
    metafile: true,
    minify: false,
    logLevel: "silent",
    // Nothing is written; esbuild still wants to know where the output would go.
    outdir: join(root, "node_modules", ".cache", "build-inputs"),
  })
  return Object.keys(result.metafile.inputs)
}

/** A Node script and the project modules it imports (packages stay external: package-lock.json covers them). */
const moduleGraph = (entryPoints: string[]) =>
  esbuildInputs({ entryPoints, platform: "node", packages: "external", jsx: "automatic", loader: assetLoaders })

/** The files tsc compiles for a tsconfig, as `tsc --listFilesOnly` lists them, with the config files it extends. */
function tscInputs(configFile: string): string[] {
  const configs: string[] = []
  const host: ts.ParseConfigFileHost = {
    ...ts.sys,
    readFile: path => {
      if (path.endsWith(".json")) configs.push(path)
      return ts.sys.readFile(path)
    },
    onUnRecoverableConfigFileDiagnostic: diagnostic => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"))
    },
  }
  const parsed = ts.getParsedCommandLineOfConfigFile(join(root, configFile), undefined, host)
  if (!parsed) throw new Error(`${configFile} could not be read`)
  const program = ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options })
  return [...configs, ...program.getSourceFiles().map(file => file.fileName)]
}

/** The folders gatsby-source-filesystem reads, as gatsby-config.ts declares them. */
function sourcedFolders(): string[] {
  return (gatsbyConfig.plugins ?? []).flatMap(plugin =>
    typeof plugin === "object" && plugin.resolve === "gatsby-source-filesystem"
      ? [relative(root, String((plugin.options as { path: string }).path))]
      : [],
  )
}

const GATSBY_FILES = ["gatsby-config.ts", "gatsby-node.ts", "gatsby-browser.tsx", "gatsby-ssr.tsx"]

export const siteBuild: BuildTarget = {
  name: "site",
  script: "build:site",
  fingerprintFile: join(root, "public", ".build-fingerprint"),
  environment: ["SITE_URL", "GATSBY_LEAD_ENDPOINT", "GATSBY_PERFORMANCE_TRICKS_OFF"],
  cleanFirst: true,
  async listInputs() {
    return projectFiles([
      ...["src", "shared", "static", ...sourcedFolders()].flatMap(filesUnder),
      ...(await moduleGraph([...GATSBY_FILES, "scripts/build-admin.ts", "scripts/postbuild.ts"])),
      ...(await esbuildInputs(adminBundleOptions(root))),
    ])
  },
}

export const serverBuild: BuildTarget = {
  name: "server",
  script: "build:server",
  fingerprintFile: join(root, "dist", ".build-fingerprint"),
  environment: [],
  cleanFirst: false,
  async listInputs() {
    return projectFiles([
      ...tscInputs("tsconfig.server.json"),
      ...(await esbuildInputs(staffBundleOptions(root))),
      ...(await moduleGraph(["scripts/build-staff.ts"])),
    ])
  },
}

export const buildTargets = [siteBuild, serverBuild]

/** The hash of one input's content ("missing" for a file that is gone). */
export type DigestFile = (file: string) => string

export const digestProjectFile: DigestFile = file => {
  const path = join(root, file)
  return existsSync(path) ? createHash("sha256").update(readFileSync(path)).digest("hex") : "missing"
}

/** A hash of the inputs' names and contents and of the environment variables that change the output. */
export function fingerprint(target: BuildTarget, inputs: string[], digest: DigestFile = digestProjectFile): string {
  const hash = createHash("sha256")
  for (const file of inputs) hash.update(`${file}\0${digest(file)}\0`)
  for (const name of target.environment) hash.update(`${name}=${process.env[name] ?? ""}\0`)
  return hash.digest("hex")
}

const recordFile = (target: BuildTarget) => join(root, "node_modules", ".cache", "build-inputs", `${target.name}.json`)

function readRecord(target: BuildTarget): BuildRecord | null {
  try {
    return JSON.parse(readFileSync(recordFile(target), "utf8")) as BuildRecord
  } catch {
    return null
  }
}

/**
 * Why the target must be built, or null when its output is a build of the current inputs:
 * `built` is the fingerprint its output carries, `record` what its last build read.
 */
export function staleReasonOf(
  target: BuildTarget,
  built: string,
  record: BuildRecord | null,
  digest: DigestFile = digestProjectFile,
): string | null {
  if (!built) return `No ${target.name} build yet: building.`
  if (!record || record.fingerprint !== built) return `The ${target.name} build's inputs are not known: rebuilding.`
  if (fingerprint(target, record.inputs, digest) !== built) return `The ${target.name}'s sources changed: rebuilding.`
  return null
}

export function staleReason(target: BuildTarget): string | null {
  const built = existsSync(target.fingerprintFile) ? readFileSync(target.fingerprintFile, "utf8").trim() : ""
  return staleReasonOf(target, built, readRecord(target))
}

/**
 * Keeps what a build that started at `startedAt` (ms) read. When one of its inputs changed while
 * it ran, nothing is kept: the build may have read either version, so the next check rebuilds.
 */
export async function recordBuild(target: BuildTarget, startedAt: number): Promise<BuildRecord | null> {
  const inputs = await target.listInputs()
  const changedDuringBuild = inputs.some(file => {
    const path = join(root, file)
    return existsSync(path) && statSync(path).mtimeMs > startedAt
  })
  if (changedDuringBuild) return null
  const record = { inputs, fingerprint: fingerprint(target, inputs) }
  mkdirSync(dirname(recordFile(target)), { recursive: true })
  writeFileSync(recordFile(target), JSON.stringify(record, null, 1) + "\n")
  writeFileSync(target.fingerprintFile, record.fingerprint + "\n")
  return record
}
