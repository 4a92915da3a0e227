/**
 * One page of the site in the editor's preview pane: the site's own page component and layout,
 * in the page wrapper the site uses, given the data of every file as saved with the entry being
 * edited laid over its own file, in one edition. Data a page cannot show yet (a field just
 * emptied) shows what is wrong instead of the page, until the next keystroke fixes it.
 */
import { Component, useRef, type ReactNode } from "react"
import { editionOf } from "../../../shared/i18n/edition"
import type { Locale } from "../../../shared/i18n/locales"
import { localizedPath } from "../../../shared/i18n/localized-path"
import { PageWrapper } from "../../components/layout/page-wrapper"
import { pageContextOf, pageDataOf, type AssetUrl, type DataFiles } from "./page-data"
import { useOpenAtSection } from "./open-at-section"
import type { PreviewPage } from "./preview-pages"

export const previewMessages = {
  cannotShow: "The preview cannot show this page yet:",
  loading: "Loading the page…",
} as const

export type PagePreviewProps = {
  page: PreviewPage
  files: DataFiles
  locale: Locale
  assetUrl: AssetUrl
  siteUrl: string
}

export function PagePreview({ page, files, locale, assetUrl, siteUrl }: PagePreviewProps) {
  const data = pageDataOf(files, locale, assetUrl, siteUrl)
  const pageContext = pageContextOf(files, locale)
  const { Page } = page
  const marker = useRef<HTMLSpanElement>(null)
  const section = page.homeSection ? editionOf(files.home ?? {}, locale)[page.homeSection] : undefined
  const heading = typeof section === "object" && section !== null && "heading" in section ? section.heading : undefined
  useOpenAtSection(marker, typeof heading === "string" ? heading : undefined)
  return (
    <PreviewBoundary files={files}>
      <span ref={marker} hidden />
      <PageWrapper data={data} pageContext={pageContext} pathname={localizedPath(page.path, locale)}>
        <Page data={data} />
      </PageWrapper>
    </PreviewBoundary>
  )
}

type BoundaryProps = { files: DataFiles; children: ReactNode }

/** Shows why the page cannot render; tries again when the data changes. */
class PreviewBoundary extends Component<BoundaryProps, { error: Error | null }> {
  state = { error: null as Error | null }

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  componentDidUpdate(previous: BoundaryProps) {
    if (this.state.error && previous.files !== this.props.files) this.setState({ error: null })
  }

  render() {
    if (!this.state.error) return this.props.children
    return (
      <p role="alert">
        {previewMessages.cannotShow} {this.state.error.message}
      </p>
    )
  }
}
