/**
 * CSV per RFC 4180 (CRLF rows, quotes doubled), made safe for spreadsheets (OWASP "CSV
 * Injection"):
 * - every cell is quoted, so no separator inside it (a comma, or the semicolon Excel uses in
 *   many locales) can split it into cells of its own;
 * - a formula is neutralised wherever a spreadsheet could start one: at the start of the cell and
 *   after a separator, tab or line break inside it, an = + - @ gets an apostrophe before it, which
 *   spreadsheets read as "this is text"; so does a tab or CR there, and white space followed by one
 *   of them (spreadsheets skip leading spaces), and their full-width forms ＝ ＋ － ＠ (which some
 *   read as the ASCII ones). A phone number "+971..." therefore reads "'+971..." in the file and
 *   "+971..." in the spreadsheet.
 */
const FORMULA_START = /(?<=^|[,;\t\r\n])(?=\s*[=+\-@\uff1d\uff0b\uff0d\uff20]|[\t\r])/g

export function csvCell(value: string): string {
  const safe = value.replace(FORMULA_START, "'")
  return `"${safe.replace(/"/g, '""')}"`
}

export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows].map(row => row.map(csvCell).join(",") + "\r\n").join("")
}
