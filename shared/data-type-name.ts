/**
 * The GraphQL names of a data file's content, shared by the build, which makes the nodes, and the
 * editor's preview, which hands pages their data in the same shape.
 */

/** The GraphQL type of a data file's nodes: data/company.json → CompanyJson, data/services-page.json → ServicesPageJson. */
export const dataTypeName = (fileName: string): string =>
  fileName
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map(part => part[0].toUpperCase() + part.slice(1))
    .join("") + "Json"

/** The query field of a data file's content: data/service-cards.json → serviceCardsJson. */
export const queryFieldName = (fileName: string): string => {
  const type = dataTypeName(fileName)
  return type[0].toLowerCase() + type.slice(1)
}
