/** The inbox: filters, search, the leads newest first 50 a page, and the CSV export of the filter. */
import { useEffect, useState, type ChangeEvent } from "react"
import { api } from "../api"
import { Alert } from "../components/alert"
import { AppLink } from "../components/app-link"
import { apiQueryOf, withFilter } from "../inbox-filter"
import { KIND_LABELS, LANGUAGE_LABELS, STATUS_LABELS } from "../labels"
import type { InboxPage as InboxData, StaffSession } from "../types"
import { navigate } from "../use-route"
import * as styles from "../staff.module.css"
import { FilterSelect } from "../components/filter-select"
import { LeadList } from "../components/lead-list"

/** The filters behind the "Filters" button on a phone; the search box stays in sight. */
const FOLDED_FILTERS = ["status", "kind", "language", "service", "from", "to"] as const

type Props = { query: URLSearchParams; session: StaffSession; onNewCount: (count: number) => void }

/** "1 lead", "120 leads", or for a search or filter that stopped counting "More than 1,000 leads". */
function leadCount({ total, moreThanTotal }: InboxData): string {
  if (moreThanTotal) return `More than ${total.toLocaleString("en")} leads`
  return total === 1 ? "1 lead" : `${total.toLocaleString("en")} leads`
}

export function InboxPage({ query, session, onNewCount }: Props) {
  const [data, setData] = useState<InboxData | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [filtersOpen, setFiltersOpen] = useState(false)
  const apiQuery = apiQueryOf(query).toString()

  useEffect(() => {
    let current = true
    api<InboxData>(`leads?${apiQuery}`).then(
      result => {
        if (!current) return
        setData(result)
        setError(null)
        onNewCount(result.newCount)
      },
      failure => current && setError(failure.message),
    )
    return () => {
      current = false
    }
  }, [apiQuery, onNewCount])

  const select = (key: string) => (event: ChangeEvent<HTMLSelectElement | HTMLInputElement>) =>
    navigate(withFilter(query, key, event.target.value))
  const filterProps = (key: string) => ({ value: query.get(key) ?? "", onChange: select(key) })
  const serviceLabel = (value: string) => session.services.find(service => service.value === value)?.label ?? value
  const spam = query.get("status") === "spam"
  const filtersOn = FOLDED_FILTERS.filter(key => query.get(key)).length

  return (
    <main className={styles.page}>
      <h1>{spam ? "Spam" : "Inbox"}</h1>
      <form
        role="search"
        className={styles.filters}
        onSubmit={event => {
          event.preventDefault()
          navigate(withFilter(query, "q", String(new FormData(event.currentTarget).get("q") ?? "").trim()))
        }}
      >
        {/* Up to 640 px the filters fold behind this button (hidden on wider screens, where they all show). */}
        <button
          type="button"
          className={`${styles.secondaryButton} ${styles.filterToggle}`}
          aria-expanded={filtersOpen}
          aria-controls="inbox-filters"
          onClick={() => setFiltersOpen(open => !open)}
        >
          {filtersOn > 0 ? `Filters (${filtersOn})` : "Filters"}
        </button>
        <div id="inbox-filters" className={styles.filterFields} data-open={filtersOpen || undefined}>
          <FilterSelect label="Status" allLabel="All but spam" labels={STATUS_LABELS} {...filterProps("status")} />
          <FilterSelect label="Kind" allLabel="Both kinds" labels={KIND_LABELS} {...filterProps("kind")} />
          <FilterSelect
            label="Language"
            allLabel="Both languages"
            labels={LANGUAGE_LABELS}
            {...filterProps("language")}
          />
          <FilterSelect
            label="Service"
            allLabel="Every service"
            labels={Object.fromEntries(session.services.map(service => [service.value, service.label]))}
            {...filterProps("service")}
          />
          <label className={styles.field}>
            From
            <input type="date" value={query.get("from") ?? ""} onChange={select("from")} />
          </label>
          <label className={styles.field}>
            To
            <input type="date" value={query.get("to") ?? ""} onChange={select("to")} />
          </label>
        </div>
        <label className={styles.field}>
          Search
          <input
            key={query.get("q") ?? ""}
            name="q"
            type="search"
            defaultValue={query.get("q") ?? ""}
            placeholder="Name, e-mail, phone or message"
          />
        </label>
        <button type="submit" className={styles.secondaryButton}>
          Search
        </button>
      </form>

      <Alert message={error} />
      {data ? (
        <>
          <p className={styles.summary} aria-live="polite">
            {leadCount(data)}
            {data.pages > 1 ? `, page ${data.page} of ${data.moreThanTotal ? "the first " : ""}${data.pages}` : ""}
            <a className={styles.secondaryButton} href={`/staff/api/leads.csv?${apiQuery}`} download>
              Export CSV
            </a>
          </p>
          <LeadList rows={data.rows} serviceLabel={serviceLabel} />
          {data.rows.length === 0 ? <p>No leads match.</p> : null}
          {data.pages > 1 ? (
            <nav aria-label="Pages" className={styles.pager}>
              {data.page > 1 ? <AppLink href={withFilter(query, "page", String(data.page - 1))}>Newer</AppLink> : null}
              {data.page < data.pages ? (
                <AppLink href={withFilter(query, "page", String(data.page + 1))}>Older</AppLink>
              ) : null}
            </nav>
          ) : null}
          {data.moreThanTotal && data.page === data.pages ? (
            <p>Older leads match too: narrow the search or the filter to see them.</p>
          ) : null}
        </>
      ) : null}
    </main>
  )
}
