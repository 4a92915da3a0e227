/**
 * `npm run generate:cms`: writes the web editor's configuration, src/admin/cms-config.generated.json,
 * from data/schemas/*.schema.json and the backend named in src/admin/backend.json.
 * `--check` writes nothing and fails when the file is stale (a schema changed since).
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { cmsConfigOf, type EditorBackend, type JsonSchema } from "../src/admin/cms-config"

const root = join(__dirname, "..")
export const GENERATED_CONFIG = join(root, "src/admin/cms-config.generated.json")

export function generatedConfigText(): string {
  const schemaDir = join(root, "data/schemas")
  const schemas: Record<string, JsonSchema> = {}
  for (const file of readdirSync(schemaDir).filter(name => name.endsWith(".schema.json")))
    schemas[file.replace(/\.schema\.json$/, "")] = JSON.parse(readFileSync(join(schemaDir, file), "utf8"))
  const backend = JSON.parse(readFileSync(join(root, "src/admin/backend.json"), "utf8")) as EditorBackend
  return `${JSON.stringify(cmsConfigOf(schemas, backend), null, 2)}\n`
}

if (require.main === module) {
  const text = generatedConfigText()
  if (process.argv.includes("--check")) {
    if (readFileSync(GENERATED_CONFIG, "utf8") !== text) {
      console.error("src/admin/cms-config.generated.json is stale: run npm run generate:cms")
      process.exit(1)
    }
  } else {
    writeFileSync(GENERATED_CONFIG, text)
    console.log("Wrote src/admin/cms-config.generated.json")
  }
}
