import type { NodeInput } from "gatsby"
import type { Locale } from "../shared/i18n/locales"

/**
 * The node input for one service of data/services.json in one edition: every field of the
 * service, its `id` renamed to `slug` (a node's `id` must be globally unique, so Gatsby's own id
 * is derived from the edition and the slug instead).
 * The data was validated in onPreBootstrap, so the item is an object here.
 */
export function serviceNodeInput(
  item: unknown,
  locale: Locale,
  parentId: string,
  createNodeId: (input: string) => string,
  createContentDigest: (input: object) => string,
): NodeInput {
  const record: Record<string, unknown> = typeof item === "object" && item !== null ? { ...item } : {}
  const { id: slug, ...fields } = record
  return {
    ...fields,
    slug,
    locale,
    id: createNodeId(`Service-${locale}-${String(slug)}`),
    parent: parentId,
    children: [],
    internal: { type: "Service", contentDigest: createContentDigest({ slug, locale, ...fields }) },
  }
}
