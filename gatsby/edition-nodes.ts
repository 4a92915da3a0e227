import type { Node, NodeInput } from "gatsby"
import { editionOf } from "../shared/i18n/edition"
import { LOCALES, type Locale } from "../shared/i18n/locales"
import { dataTypeName } from "../shared/data-type-name"
import { serviceNodeInput } from "./service-node"

type NodeHelpers = {
  createNodeId: (input: string) => string
  createContentDigest: (input: string | object) => string
}

/**
 * The nodes of one data file: one per edition, each with its `locale`, as children of the
 * file's File node (so `@fileByRelativePath` resolves image paths against data/). This replaces
 * gatsby-transformer-json, which makes one node per file.
 */
export function editionNodeInputs(file: Node & { name: string }, parsed: object, helpers: NodeHelpers): NodeInput[] {
  return LOCALES.map(locale => {
    // The editors' `$schema` key is not content (and not a valid GraphQL name).
    const { $schema: _schema, ...content } = editionOf(parsed as { $schema?: unknown }, locale)
    return {
      ...content,
      locale,
      id: helpers.createNodeId(`${file.id} >>> JSON ${locale}`),
      parent: file.id,
      children: [],
      internal: { type: dataTypeName(file.name), contentDigest: helpers.createContentDigest({ locale, content }) },
    }
  })
}

/** One `Service` node per service of an edition's ServicesJson node. */
export function serviceNodeInputs(servicesNode: Node, helpers: NodeHelpers): NodeInput[] {
  const items: unknown = servicesNode.items
  const locale = servicesNode.locale as Locale
  if (!Array.isArray(items)) return []
  return items.map(item =>
    serviceNodeInput(item, locale, servicesNode.id, helpers.createNodeId, helpers.createContentDigest),
  )
}
