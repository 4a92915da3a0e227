/** The audit log: who signed in (or failed to), changed, exported, deleted or resent what. */
import { useEffect, useState } from "react"
import { api } from "../api"
import { Alert } from "../components/alert"
import { AppLink } from "../components/app-link"
import { StaffTable } from "../components/staff-table"
import { formatTime } from "../labels"
import type { AuditEntry } from "../types"
import { AUDIT_PAGE_SIZE } from "../../../shared/lead-terms"
import * as styles from "../staff.module.css"

const countFormat = new Intl.NumberFormat("en-GB")

/** A counted entry (refused sign-ins from one address in an hour) says how many it stands for. */
const detailOf = (entry: AuditEntry) =>
  entry.count > 1 ? [entry.detail, `${countFormat.format(entry.count)} times`].filter(Boolean).join(", ") : entry.detail

export function AuditPage() {
  const [entries, setEntries] = useState<AuditEntry[]>([])
  const [more, setMore] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const show = (before: number | null) => (page: { entries: AuditEntry[] }) => {
    setEntries(previous => (before === null ? page.entries : [...previous, ...page.entries]))
    setMore(page.entries.length === AUDIT_PAGE_SIZE)
  }
  const load = (before: number | null) =>
    api<{ entries: AuditEntry[] }>(`audit${before === null ? "" : `?before=${before}`}`).then(show(before), failure =>
      setError(failure instanceof Error ? failure.message : String(failure)),
    )

  useEffect(() => {
    api<{ entries: AuditEntry[] }>("audit").then(show(null), failure => setError(failure.message))
  }, [])

  return (
    <main className={styles.page}>
      <h1>Audit log</h1>
      <Alert message={error} />
      <StaffTable columns={["When", "Who", "What", "Lead", "Detail"]}>
        {entries.map(entry => (
          <tr key={entry.id}>
            <td>{formatTime(entry.at)}</td>
            <td>{entry.actor}</td>
            <td>{entry.action}</td>
            <td>{entry.leadId ? <AppLink href={`/staff/leads/${entry.leadId}`}>{entry.leadId}</AppLink> : ""}</td>
            <td>{detailOf(entry)}</td>
          </tr>
        ))}
      </StaffTable>
      {more ? (
        <button type="button" className={styles.secondaryButton} onClick={() => load(entries[entries.length - 1].id)}>
          Older entries
        </button>
      ) : null}
    </main>
  )
}
