/** The GraphQL type of a data file's nodes: data/company.json → CompanyJson, data/services-page.json → ServicesPageJson. */
export const dataTypeName = (fileName: string): string =>
  fileName
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map(part => part[0].toUpperCase() + part.slice(1))
    .join("") + "Json"
