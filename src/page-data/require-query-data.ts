type Present<Data> = { [Field in keyof Data]-?: NonNullable<Data[Field]> }

/**
 * A page query's result with every queried root field present. Gatsby types root fields as
 * nullable; the data validation before every build requires the files behind them, so a
 * missing one is a broken build and fails it, naming the data file.
 */
export function requireQueryData<Data extends object>(data: Data): Present<Data> {
  const missing = Object.entries(data)
    .filter(([, value]) => value === null || value === undefined)
    .map(([field]) => dataFileOf(field))
  if (missing.length > 0) throw new Error(`This page found no data in ${missing.join(", ")}.`)
  return data as Present<Data>
}

/** homeJson → data/home.json, serviceCardsJson → data/service-cards.json (see gatsby-config). */
function dataFileOf(field: string): string {
  if (!field.endsWith("Json")) return `the query's ${field} field`
  return `data/${field.slice(0, -"Json".length).replace(/[A-Z]/g, letter => `-${letter.toLowerCase()}`)}.json`
}
