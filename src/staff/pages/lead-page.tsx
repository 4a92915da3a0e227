/**
 * One lead: every field (the message as text, never as HTML), reply links, where it came from,
 * its status and notes, the e-mail notification's delivery with "Send again", and "Delete".
 */
import { useEffect, useRef, useState } from "react"
import { LEAD_FIELDS, type LeadField } from "../../../shared/lead-fields"
import { api } from "../api"
import { Alert } from "../components/alert"
import { AppLink } from "../components/app-link"
import { formatTime, KIND_LABELS, LANGUAGE_LABELS, MAIL_LABELS, STATUS_LABELS } from "../labels"
import { mailtoLink, telLink, whatsappLink } from "../reply-links"
import type { LeadView, LeadStatus, StaffSession } from "../types"
import { navigate } from "../use-route"
import * as styles from "../staff.module.css"
import { LabelOptions } from "../components/label-options"

type Props = { id: string; session: StaffSession; onNewCount: (count: number) => void }

/** The landing page's utm_campaign, which the address holds among its other utm_* parameters. */
function campaignOf(landingPage: string | null): string | null {
  if (!landingPage) return null
  // URLSearchParams takes any text, so an odd stored address cannot break the page.
  const search = landingPage.split("#")[0].split("?").slice(1).join("?")
  return new URLSearchParams(search).get("utm_campaign") || null
}

/** One contact field as staff read it, from the lead's field list (shared/lead-fields.ts). */
function FieldDetail({ field, lead, service }: { field: LeadField; lead: LeadView; service: string }) {
  // A consent box is on the contact form only.
  if (field.mail === "consent" && lead.kind !== "contact") return null
  const value = field.name === "service" ? service : lead[field.name]
  const block = field.mail === "block"
  return (
    <>
      <dt>{field.label}</dt>
      {field.mail === "consent" ? (
        <dd>{value ? "Accepted" : "—"}</dd>
      ) : (
        <dd
          dir={field.direction}
          className={block ? styles.message : undefined}
          data-testid={block ? `lead-${field.name}` : undefined}
        >
          {value || "—"}
        </dd>
      )}
    </>
  )
}

export function LeadPage({ id, session, onNewCount }: Props) {
  const [lead, setLead] = useState<LeadView | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const [confirmingDelete, setConfirmingDelete] = useState(false)
  const [note, setNote] = useState("")
  const confirmButton = useRef<HTMLButtonElement>(null)
  // The confirmation replaces the Delete button: focus moves to its answer, not to the page's start.
  useEffect(() => {
    if (confirmingDelete) confirmButton.current?.focus()
  }, [confirmingDelete])

  useEffect(() => {
    api<LeadView>(`leads/${encodeURIComponent(id)}`).then(setLead, failure => setError(failure.message))
  }, [id])

  const change = async (path: string, body: unknown, message: string) => {
    setError(null)
    setDone(null)
    try {
      setLead(await api<LeadView>(`leads/${encodeURIComponent(id)}/${path}`, { method: "POST", body }))
      setDone(message)
      const inbox = await api<{ newCount: number }>("leads?page=1")
      onNewCount(inbox.newCount)
      return true
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure))
      return false
    }
  }

  const erase = async () => {
    try {
      const result = await api<{ newCount: number }>(`leads/${encodeURIComponent(id)}`, { method: "DELETE" })
      onNewCount(result.newCount)
      navigate("/staff/")
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure))
    }
  }

  if (!lead) {
    return (
      <main className={styles.page}>
        <h1>Lead</h1>
        <Alert message={error} />
        <AppLink href="/staff/">Back to the inbox</AppLink>
      </main>
    )
  }

  const service = session.services.find(option => option.value === lead.service)?.label ?? lead.service
  const subject = `Your ${lead.kind === "lead" ? "quote request" : "message"}${service ? `: ${service}` : ""}`
  const notification = lead.notification
  const mailto = mailtoLink(lead.email, subject)
  const tel = telLink(lead.phone)
  const whatsapp = whatsappLink(lead.phone)
  const campaign = campaignOf(lead.origin.landingPage)

  return (
    <main className={styles.page}>
      <AppLink href="/staff/">Back to the inbox</AppLink>
      {/* Each part isolated on its own: an override in the first name cannot reorder the last. */}
      <h1>
        <bdi>{lead.firstname}</bdi> <bdi>{lead.lastname}</bdi>
      </h1>
      <p className={styles.summary}>
        {KIND_LABELS[lead.kind]} from the {LANGUAGE_LABELS[lead.language]} site, received {formatTime(lead.createdAt)}{" "}
        <span className={styles.status} data-status={lead.status}>
          {STATUS_LABELS[lead.status]}
        </span>
      </p>
      <Alert message={error} />
      <Alert message={done} tone="success" />

      <section aria-labelledby="reply" className={styles.panel}>
        <h2 id="reply">Reply</h2>
        {mailto || tel ? (
          <p className={styles.replyLinks}>
            {/* Only ever one recipient: an address that is not exactly one gets no reply link. */}
            {mailto ? (
              <a className={styles.secondaryButton} href={mailto}>
                {/* One child for the button's flex box: words and address wrap as one text. */}
                <span>
                  E-mail <bdi dir="ltr">{lead.email}</bdi>
                </span>
              </a>
            ) : null}
            {/* No number (the phone is optional on the contact form), or text that is not one number:
                no call or chat link rather than a wrong one. */}
            {tel && whatsapp ? (
              <>
                <a className={styles.secondaryButton} href={tel}>
                  <span>
                    Call <bdi dir="ltr">{lead.phone}</bdi>
                  </span>
                </a>
                <a className={styles.secondaryButton} href={whatsapp} target="_blank" rel="noreferrer">
                  WhatsApp
                </a>
              </>
            ) : null}
          </p>
        ) : (
          <p>Neither the e-mail nor the phone makes a reply link: see the details below.</p>
        )}
      </section>

      <section aria-labelledby="fields" className={styles.panel}>
        <h2 id="fields">Details</h2>
        <dl className={styles.details}>
          {LEAD_FIELDS.map(field => (
            <FieldDetail key={field.name} field={field} lead={lead} service={service} />
          ))}
        </dl>
      </section>

      <section aria-labelledby="origin" className={styles.panel}>
        <h2 id="origin">Where it came from</h2>
        <dl className={styles.details}>
          {/* Addresses the visitor's browser sent: isolated like every other visitor value. */}
          <dt>Form on page</dt>
          <dd dir="auto">{lead.origin.sourcePage ?? "Unknown"}</dd>
          <dt>Landing page</dt>
          <dd dir="auto">{lead.origin.landingPage ?? "Unknown"}</dd>
          {campaign ? (
            <>
              <dt>Campaign</dt>
              <dd dir="auto">{campaign}</dd>
            </>
          ) : null}
          <dt>Referrer</dt>
          <dd dir="auto">{lead.origin.referrer ?? "None (typed or bookmarked, or unknown)"}</dd>
        </dl>
      </section>

      <section aria-labelledby="work" className={styles.panel}>
        <h2 id="work">Status and notes</h2>
        {lead.status === "spam" ? (
          <p className={styles.actions}>
            Caught as spam: its e-mail was not sent.
            <button
              type="button"
              className={styles.primaryButton}
              onClick={() => change("status", { status: "new" }, "Moved to the inbox; its e-mail is queued.")}
            >
              Not spam
            </button>
          </p>
        ) : (
          <label className={styles.field}>
            Status
            <select
              value={lead.status}
              onChange={event =>
                change(
                  "status",
                  { status: event.target.value },
                  `Status set to ${STATUS_LABELS[event.target.value as LeadStatus]}.`,
                )
              }
            >
              <LabelOptions labels={STATUS_LABELS} />
            </select>
          </label>
        )}
        <form
          className={styles.stack}
          onSubmit={async event => {
            event.preventDefault()
            if (await change("notes", { body: note }, "Note added.")) setNote("")
          }}
        >
          <label className={styles.field}>
            Note
            <textarea value={note} onChange={event => setNote(event.target.value)} rows={3} maxLength={2000} />
          </label>
          <button type="submit" className={styles.secondaryButton}>
            Add note
          </button>
        </form>
        <ol className={styles.activity} aria-label="History">
          {lead.activity.map((entry, index) => (
            <li key={index}>
              <span className={styles.muted}>
                {formatTime(entry.at)}, {entry.actor}:
              </span>{" "}
              {entry.kind === "status" ? (
                `status ${entry.body
                  .split(" → ")
                  .map(status => STATUS_LABELS[status as LeadStatus] ?? status)
                  .join(" → ")}`
              ) : entry.kind === "resend" ? (
                "asked for the e-mail to be sent again"
              ) : (
                <bdi>{entry.body}</bdi>
              )}
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="delivery" className={styles.panel}>
        <h2 id="delivery">E-mail notification</h2>
        <dl className={styles.details}>
          <dt>State</dt>
          <dd data-testid="mail-state">{MAIL_LABELS[lead.mail]}</dd>
          {notification ? (
            <>
              <dt>Attempts</dt>
              <dd>{notification.attempts}</dd>
              <dt>Sent</dt>
              <dd>{notification.sentAt ? formatTime(notification.sentAt) : "Not yet"}</dd>
              <dt>Last error</dt>
              <dd>{notification.lastError ?? "None"}</dd>
              <dt>Sent again on request</dt>
              <dd>{notification.resends}</dd>
            </>
          ) : null}
        </dl>
        {lead.status !== "spam" ? (
          <button
            type="button"
            className={styles.secondaryButton}
            onClick={() => change("resend", {}, "The e-mail is queued to be sent again.")}
          >
            Send again
          </button>
        ) : null}
      </section>

      <section aria-labelledby="erase" className={styles.panel}>
        <h2 id="erase">Delete</h2>
        <p>Erases this lead with its notes and e-mail record, for example when the person asks for it.</p>
        {confirmingDelete ? (
          <div role="alertdialog" aria-labelledby="confirm-delete" className={styles.confirm}>
            <p id="confirm-delete">Delete this lead for good? This cannot be undone.</p>
            <p className={styles.actions}>
              <button type="button" className={styles.dangerButton} onClick={erase} ref={confirmButton}>
                Yes, delete
              </button>
              <button type="button" className={styles.secondaryButton} onClick={() => setConfirmingDelete(false)}>
                Cancel
              </button>
            </p>
          </div>
        ) : (
          <button type="button" className={styles.dangerButton} onClick={() => setConfirmingDelete(true)}>
            Delete
          </button>
        )}
      </section>
    </main>
  )
}
