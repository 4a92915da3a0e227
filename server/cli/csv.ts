/**
 * CSV per RFC 4180 (CRLF rows, fields quoted when they hold a quote, comma or line
 * break, quotes doubled), made safe for spreadsheets: a cell starting with = + - @
 * tab or CR would be run as a formula by Excel or LibreOffice, so it gets a leading
 * apostrophe (OWASP "CSV Injection"). A phone number "+971..." therefore reads
 * "'+971..." in the file and "+971..." in the spreadsheet.
 */
const FORMULA_START = /^[=+\-@\t\r]/
const NEEDS_QUOTES = /[",\r\n]/

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows].map(row => row.map(csvCell).join(",") + "\r\n").join("")
}
