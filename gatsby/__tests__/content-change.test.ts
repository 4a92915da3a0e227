/**
 * The content the "edited content" jest project runs against (edited-content.ts) is content an
 * editor may write: it passes the validation every build runs first, and it differs from the
 * shipped data where it says it does, so a suite that pinned shipped content would fail there.
 */
import { readFileSync } from "node:fs"
import path from "node:path"
import { editionOf } from "../../shared/i18n/edition"
import { LOCALES, type Locale } from "../../shared/i18n/locales"
import { validateData } from "../../shared/data-validation/validate-data"
import { realDataDir } from "../../shared/data-validation/__tests__/broken-data"
import { editedCopyOfData } from "./edited-content"

type Json = Record<string, unknown>
const read = (dir: string, name: string) => JSON.parse(readFileSync(path.join(dir, name), "utf8")) as Json

const prices = (dir: string) => [
  ...(read(dir, "service-cards.json").items as { price: number }[]).map(card => card.price),
  ...(read(dir, "pricing.json").items as { price: number }[]).map(plan => plan.price),
  ...((read(dir, "blocks.json").offer as Json).items as { price: number }[]).map(item => item.price),
]

let copy: ReturnType<typeof editedCopyOfData>
beforeAll(() => (copy = editedCopyOfData()))
afterAll(() => copy.cleanUp())

test("the edited content passes the schemas and the build's data checks", () => {
  expect(validateData(copy.dir).problems).toEqual([])
})

test("every price, the company's name, a service title, a FAQ answer and the lead confirmation differ", () => {
  const before = prices(realDataDir)
  const after = prices(copy.dir)
  expect(after).toHaveLength(before.length)
  after.forEach((price, index) => expect(price).not.toBe(before[index]))
  expect(read(copy.dir, "company.json").name).not.toBe(read(realDataDir, "company.json").name)
  const title = (dir: string) => (read(dir, "services.json").items as { title: string }[])[1].title
  expect(title(copy.dir)).not.toBe(title(realDataDir))
  const answer = (dir: string) => (read(dir, "faq.json").items as { answer: string }[])[0].answer
  expect(answer(copy.dir)).not.toBe(answer(realDataDir))
  const success = (dir: string) => (read(dir, "forms.json").lead as Json).success as string
  expect(success(copy.dir)).not.toBe(success(realDataDir))
})

test("the About page's heading differs in both editions, and the two editions still differ from each other", () => {
  const heading = (dir: string, locale: Locale) =>
    editionOf(read(dir, "about.json") as { hero: { heading: string } }, locale).hero.heading
  for (const locale of LOCALES) expect(heading(copy.dir, locale)).not.toBe(heading(realDataDir, locale))
  expect(heading(copy.dir, "ar")).not.toBe(heading(copy.dir, "en"))
})
