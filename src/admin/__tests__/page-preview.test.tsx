/** @jest-environment jsdom */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { render, screen } from "@testing-library/react"
import { editionOf } from "../../../shared/i18n/edition"
import config from "../cms-config.generated.json"
import { PagePreview, previewMessages } from "../preview/page-preview"
import type { DataFiles, JsonObject } from "../preview/page-data"
import { PREVIEW_PAGES } from "../preview/preview-pages"

const files: DataFiles = Object.fromEntries(
  config.collections.flatMap(collection =>
    collection.files.map(({ name, file }) => [
      name,
      JSON.parse(readFileSync(join(__dirname, "../../..", file), "utf8")) as JsonObject,
    ]),
  ),
)
const about = files.about as { hero: { heading: string } }
const preview = (data: DataFiles, locale: "en" | "ar" = "en") => (
  <PagePreview
    page={PREVIEW_PAGES.about}
    files={data}
    locale={locale}
    assetUrl={path => `blob:${path}`}
    siteUrl="https://www.example.com"
  />
)

// React reports a render error it recovered from on the console; the test asserts what the editor sees instead.
beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => undefined))
afterEach(() => jest.restoreAllMocks())

test("shows the page in the chosen edition", () => {
  render(preview(files, "ar"))
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(editionOf(about, "ar").hero.heading)
})

test("says why when the entry as typed cannot make the page, and shows the page again once it can", () => {
  const { hero: _hero, ...withoutHero } = files.about
  const { rerender } = render(preview({ ...files, about: withoutHero }))
  expect(screen.getByRole("alert")).toHaveTextContent(previewMessages.cannotShow)
  rerender(preview({ ...files }))
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(about.hero.heading)
})
