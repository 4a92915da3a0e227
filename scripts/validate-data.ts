/**
 * `npm run validate:data`: checks every data file the way the build does,
 * without building. Prints each problem, or a one-line confirmation.
 * `npm run validate:data -- DIR` checks another copy of the data folder.
 * Exit code 1 when something needs fixing, 0 otherwise.
 */
import path from "node:path"
import { formatProblems, validateData } from "../shared/data-validation/validate-data"

const dataDir = process.argv[2] ? path.resolve(process.argv[2]) : path.join(__dirname, "..", "data")
const { files, problems } = validateData(dataDir)

if (problems.length > 0) {
  console.error(formatProblems(problems))
  process.exitCode = 1
} else {
  console.log(`All ${files.length} data files are valid.`)
}
