/**
 * Registers the site's pages as the preview of the data files they show (preview-pages.ts). Decap
 * renders a preview template with its own React; the template here only holds a container in the
 * preview's frame and renders the site's page into it with the site's React (a root of its own),
 * again each time Decap hands it the entry as typed. So the site's components run with the React
 * they are built for, whatever version Decap bundles.
 *
 * The other files come as saved, read through the editor's backend when an entry opens. The entry
 * being edited replaces its file: in English, its fields with its Arabic part; in Arabic (Decap
 * shows the translation alone then), the Arabic over the English last seen in this editor, or as saved.
 */
import { createRoot, type Root } from "react-dom/client"
import { isLocale, directionOf, DEFAULT_LOCALE, type Locale } from "../../../shared/i18n/locales"
import { PagePreview, previewMessages } from "./page-preview"
import type { DataFiles, JsonObject } from "./page-data"
import { PreviewPictures, type ContentRequest } from "./pictures"
import { PREVIEW_PAGES } from "./preview-pages"
// The site's global styles, as gatsby-browser.tsx loads them; the build puts them in admin.css.
import "../../styles/arabic-font.css"
import "../../styles/tokens.css"
import "../../styles/global.css"

/** Immutable.js values as Decap hands them over. */
type Immutable = { toJS(): unknown }
type EntryMap = { get(key: string): Immutable | undefined; getIn(path: string[]): Immutable | undefined }
type PreviewProps = {
  entry: EntryMap
  locale?: string
  document: Document
}
type TemplateSpec = {
  componentDidMount(): void
  componentDidUpdate(): void
  componentWillUnmount(): void
  render(): unknown
}
type Template = TemplateSpec & {
  props: PreviewProps
  container: HTMLDivElement | null
  root: Root | null
  saved: DataFiles | null
}

export interface PreviewRegistry {
  registerPreviewTemplate(name: string, component: unknown): void
}
declare global {
  interface Window {
    createClass?: (spec: TemplateSpec & ThisType<Template>) => unknown
    h?: (type: string, props: Record<string, unknown>) => unknown
  }
}

/** A data file of the editor's configuration: its name (home) and its path (data/home.json). */
export type DataFileEntry = { name: string; file: string }

const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value)

function stopSubmit(event: Event): void {
  event.preventDefault()
  event.stopPropagation()
}

/** Every data file as saved. */
async function readAll(files: readonly DataFileEntry[], send: ContentRequest): Promise<DataFiles> {
  const texts = await Promise.all(
    files.map(
      async ({ file }) => ((await send({ action: "getEntry", params: { path: file } })) as { data: string }).data,
    ),
  )
  return Object.fromEntries(files.map(({ name }, index) => [name, JSON.parse(texts[index]) as JsonObject]))
}

export function registerPagePreviews(
  cms: PreviewRegistry,
  files: readonly DataFileEntry[],
  send: ContentRequest,
): void {
  const { createClass, h } = window
  if (!createClass || !h) throw new Error("decap-cms.js did not define createClass and h")
  /** Each file's English as last typed here, for its Arabic preview. */
  const englishSeen = new Map<string, JsonObject>()
  /** Draws the preview on screen again, when a picture arrives. */
  let redraw: (() => void) | null = null
  const pictures = new PreviewPictures(send, () => redraw?.())

  for (const { name } of files) {
    const page = PREVIEW_PAGES[name]
    if (!page) continue
    const fileOf = (props: PreviewProps, locale: Locale, saved: DataFiles): JsonObject => {
      const data = props.entry.get("data")?.toJS()
      const typed = isObject(data) ? data : {}
      if (locale === DEFAULT_LOCALE) {
        const arabic = props.entry.getIn(["i18n", "ar", "data"])?.toJS()
        englishSeen.set(name, typed)
        return isObject(arabic) ? { ...typed, ar: arabic as JsonObject } : typed
      }
      const { ar: _saved, ...english } = saved[name] ?? {}
      return { ...(englishSeen.get(name) ?? english), ar: typed }
    }

    cms.registerPreviewTemplate(
      name,
      createClass({
        componentDidMount(this: Template) {
          // The preview's forms look as on the site and send nothing: a submit stops at the frame.
          this.props.document.addEventListener("submit", stopSubmit, true)
          this.root = this.container ? createRoot(this.container) : null
          this.saved = null
          redraw = () => this.componentDidUpdate()
          this.root?.render(<p>{previewMessages.loading}</p>)
          readAll(files, send).then(
            saved => {
              this.saved = saved
              this.componentDidUpdate()
            },
            (error: unknown) =>
              this.root?.render(
                <p role="alert">
                  {previewMessages.cannotShow} {error instanceof Error ? error.message : String(error)}
                </p>,
              ),
          )
        },
        componentDidUpdate(this: Template) {
          if (!this.root || !this.saved) return
          const locale = isLocale(this.props.locale) ? this.props.locale : DEFAULT_LOCALE
          const root = this.props.document.documentElement
          root.lang = locale
          root.dir = directionOf(locale)
          const all = { ...this.saved, [name]: fileOf(this.props, locale, this.saved) }
          this.root.render(
            <PagePreview
              page={page}
              files={all}
              locale={locale}
              assetUrl={path => pictures.url(path) ?? ""}
              siteUrl={window.location.origin}
            />,
          )
        },
        componentWillUnmount(this: Template) {
          this.props.document.removeEventListener("submit", stopSubmit, true)
          const root = this.root
          this.root = null
          redraw = null
          // Not while Decap's React is rendering: the site's root unmounts after it.
          if (root) queueMicrotask(() => root.unmount())
        },
        render(this: Template) {
          return h("div", { ref: (element: HTMLDivElement | null) => (this.container = element) })
        },
      }),
    )
  }
}
