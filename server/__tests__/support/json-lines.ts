/**
 * What a save did to a data file, line by line: the web editor's saves keep the file's layout and
 * change only the lines of the values that changed. Shared by the local backend's jest suite and
 * the editor's browser test.
 */

/** The lines that differ, when the save kept the number of lines; null when it re-laid the file out. */
export function changedLines(before: string, after: string): string[] | null {
  const [a, b] = [before.split("\n"), after.split("\n")]
  return a.length === b.length ? b.filter((line, index) => line !== a[index]) : null
}

/**
 * The line holding an item's price, as it reads with a new price: the item's own line when it
 * is written on one, otherwise the first price line below its id.
 */
export function priceLineWith(text: string, id: string, price: number, newPrice: number): string {
  const lines = text.split("\n")
  const idLine = lines.findIndex(line => line.includes(`"id": "${id}"`))
  const priceLine = lines.slice(idLine).find(line => line.includes(`"price": ${price}`))
  if (idLine < 0 || priceLine === undefined) throw new Error(`No price ${price} found for "${id}".`)
  return priceLine.replace(`"price": ${price}`, `"price": ${newPrice}`)
}

/**
 * The line of a file's Arabic part (below its top-level "ar" key) that holds a text under a key, as
 * it reads with a new text: a change to an Arabic text must change that line and no line of the
 * English part. The key tells apart two places with the same text (a heading and a page title).
 */
export function arabicLineWith(text: string, key: string, value: string, newValue: string): string {
  const lines = text.split("\n")
  const arabicPart = lines.findIndex(line => line.startsWith('  "ar": {'))
  const entry = `${JSON.stringify(key)}: ${JSON.stringify(value)}`
  const line = arabicPart < 0 ? undefined : lines.slice(arabicPart).find(candidate => candidate.includes(entry))
  if (line === undefined) throw new Error(`No Arabic ${entry} found below "ar".`)
  return line.replace(entry, `${JSON.stringify(key)}: ${JSON.stringify(newValue)}`)
}
