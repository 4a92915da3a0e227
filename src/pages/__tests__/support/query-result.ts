/**
 * A page query's result made from the data files the way the build makes it, for rendering a
 * page component in jest without Gatsby: the node of each file comes from the build's own code,
 * and picture fields become file nodes without processed images.
 */
import type { Node } from "gatsby"
import { editionNodeInputs } from "../../../../gatsby/edition-nodes"
import type { Edition } from "../../../../shared/i18n/edition"
import type { Locale } from "../../../../shared/i18n/locales"

/** A data file's content as a page query returns it: picture fields become file nodes (without processed images here). */
export function asQueryResult<T>(data: T): T {
  return JSON.parse(JSON.stringify(data), (key, value) =>
    (key === "image" || key === "logo") && typeof value === "string"
      ? { childImageSharp: null, publicURL: `/${value}` }
      : value,
  ) as T
}

/**
 * The node of one edition of a data file, as gatsby-node makes it (gatsby/edition-nodes.ts), picked
 * by its locale the way a page query picks it (`aboutJson(locale: { eq: $locale })`).
 */
export function editionNodeOf<Content extends object>(name: string, file: Content, locale: Locale): Edition<Content> {
  const fileNode: Node & { name: string } = {
    id: `data/${name}.json`,
    name,
    parent: null,
    children: [],
    internal: { type: "File", contentDigest: "", owner: "gatsby-source-filesystem" },
  }
  const helpers = { createNodeId: (input: string) => input, createContentDigest: () => "" }
  const node = editionNodeInputs(fileNode, file, helpers).find(candidate => candidate.locale === locale)
  if (!node) throw new Error(`data/${name}.json has no ${locale} node.`)
  // A node is typed loosely (any key, unknown values); it holds the edition's content, which is what this names.
  return node as unknown as Edition<Content>
}
