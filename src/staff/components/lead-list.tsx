/**
 * The leads of one inbox page, rendered twice from the same rows: a table above 640 px, a list of
 * cards up to 640 px; staff.module.css shows one and hides the other (display: none, so assistive
 * technology meets only the one on screen).
 *
 * Why two renderings rather than one table that CSS lays out as cards: on a phone the whole card
 * is one link (one tap target, one Tab stop, named by its content), and a table row cannot be a
 * link without covering it with a stretched pseudo-element; and a table whose rows and cells are
 * restyled as blocks loses its table semantics in some browsers (WebKit), while on the desktop
 * the column headers are what make the rows readable to a screen reader.
 */
import { formatTime, KIND_LABELS, LANGUAGE_LABELS, MAIL_LABELS, STATUS_LABELS } from "../labels"
import type { InboxRow } from "../types"
import { AppLink } from "./app-link"
import { StaffTable } from "./staff-table"
import * as styles from "../staff.module.css"

type Props = { rows: InboxRow[]; serviceLabel: (value: string) => string }

const leadHref = (row: InboxRow) => `/staff/leads/${row.id}`

export function LeadList({ rows, serviceLabel }: Props) {
  const service = (row: InboxRow) => (row.service ? serviceLabel(row.service) : "—")
  return (
    <>
      <StaffTable
        columns={["Received", "Kind", "Language", "Name", "E-mail", "Phone", "Service", "Status", "Notification"]}
      >
        {rows.map(row => (
          <tr key={row.id}>
            <td>{formatTime(row.createdAt)}</td>
            <td>{KIND_LABELS[row.kind]}</td>
            <td>{LANGUAGE_LABELS[row.language]}</td>
            <td>
              <AppLink href={leadHref(row)}>
                <bdi>{row.name}</bdi>
              </AppLink>
            </td>
            <td>
              <bdi dir="ltr">{row.email}</bdi>
            </td>
            <td>
              <bdi dir="ltr">{row.phone}</bdi>
            </td>
            <td>
              <bdi>{service(row)}</bdi>
            </td>
            <td>
              <span className={styles.status} data-status={row.status}>
                {STATUS_LABELS[row.status]}
              </span>
            </td>
            <td>{MAIL_LABELS[row.mail]}</td>
          </tr>
        ))}
      </StaffTable>

      <ul className={styles.cards} aria-label="Leads">
        {rows.map(row => (
          <li key={row.id}>
            <AppLink href={leadHref(row)} className={styles.card}>
              <span className={styles.cardTop}>
                {/* The name is the visitor's: isolated, so an override in it cannot move the status. */}
                <bdi className={styles.cardName}>{row.name}</bdi>{" "}
                <span className={styles.status} data-status={row.status}>
                  {STATUS_LABELS[row.status]}
                </span>
              </span>
              <bdi className={styles.cardService}>{service(row)}</bdi>
              <span className={styles.cardFacts}>
                {KIND_LABELS[row.kind]} · {LANGUAGE_LABELS[row.language]} ·{" "}
                <time dateTime={row.createdAt}>{formatTime(row.createdAt)}</time>
              </span>
            </AppLink>
          </li>
        ))}
      </ul>
    </>
  )
}
