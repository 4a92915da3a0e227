/**
 * The inbox's filter lives in the address bar (so Back, reload and a shared link keep it) as
 * dates; the API takes moments, so a day runs from local midnight to the next.
 */
export function apiQueryOf(query: URLSearchParams): URLSearchParams {
  const api = new URLSearchParams()
  for (const key of ["status", "kind", "service", "language", "q", "page"]) {
    const value = query.get(key)
    if (value) api.set(key, value)
  }
  const from = localMidnight(query.get("from"), 0)
  const to = localMidnight(query.get("to"), 1)
  if (from) api.set("from", from)
  if (to) api.set("to", to)
  return api
}

function localMidnight(date: string | null, plusDays: number): string | null {
  const match = date ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(date) : null
  if (!match) return null
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + plusDays).toISOString()
}

/** The same filter with one key changed (and back to page 1 unless the page is what changed). */
export function withFilter(query: URLSearchParams, key: string, value: string): string {
  const next = new URLSearchParams(query)
  if (value) next.set(key, value)
  else next.delete(key)
  if (key !== "page") next.delete("page")
  const text = next.toString()
  return `/staff/${text ? `?${text}` : ""}`
}
