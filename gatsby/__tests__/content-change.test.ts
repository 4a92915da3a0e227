/**
 * A change the data schemas allow never breaks `npm test`: the suites that render and check
 * the forms and the receiver run again against an edited copy of data/ (a relabelled and
 * renamed service, renamed field labels, a new consent text) and must still pass. A test
 * that pins content an editor may change fails here.
 */
import { spawnSync } from "node:child_process"
import path from "node:path"
import { validateData } from "../validate-data"
import { copyOfData } from "./broken-data"

type ServiceOptions = { items: { value: string; label: string }[] }
type Forms = { labels: Record<string, string>; contact: { privacyBefore: string; submitLabel: string } }

const suites = ["src/forms", "server/__tests__/lead-endpoint.test.ts", "server/__tests__/mail-delivery.test.ts"]

test("the form and receiver suites pass against edited content", () => {
  const data = copyOfData()
  try {
    data.edit<ServiceOptions>("service-options.json", file => {
      file.items[0] = { ...file.items[0], value: "Business Bank Account", label: "Business bank account" }
      file.items[1] = { ...file.items[1], label: "Corporate tax and registration" }
    })
    data.edit<Forms>("forms.json", file => {
      file.labels.firstname = "Given name"
      file.labels.email = "E-mail address"
      file.labels.optional = "(if you like)"
      file.contact.privacyBefore = "I have read the"
      file.contact.submitLabel = "Send"
    })
    expect(validateData(data.dir).problems).toEqual([])

    const run = spawnSync("npx", ["jest", "--ci", "--silent", "--maxWorkers=1", ...suites], {
      cwd: path.join(__dirname, "..", ".."),
      env: { ...process.env, CONTENT_DATA_DIR: data.dir },
      encoding: "utf8",
    })
    const summary = run.stderr.split("\n").filter(line => /^(Tests|Test Suites):/.test(line))
    expect({ status: run.status, summary, failures: run.status === 0 ? "" : run.stderr.slice(0, 4000) }).toEqual({
      status: 0,
      summary: [
        expect.stringMatching(/Test Suites: \d+ passed, \d+ total/),
        expect.stringMatching(/Tests: +\d+ passed/),
      ],
      failures: "",
    })
  } finally {
    data.cleanUp()
  }
}, 240_000)
