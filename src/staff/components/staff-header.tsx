/**
 * The navigation on every signed-in page, with the number of new leads and "Sign out". An account
 * whose role does not include the leads sees only its account; one that edits the content has a
 * link to the web editor (a page of its own, outside these pages).
 */
import { EDITOR_PATH } from "../../../shared/site-paths"
import { mayEditContent, mayReadLeads, type StaffRole } from "../../../shared/staff-roles"
import { AppLink } from "./app-link"
import * as styles from "../staff.module.css"

type Props = { email: string; role: StaffRole; newCount: number; path: string; onSignOut: () => void }

const LEAD_LINKS = [
  { href: "/staff/", label: "Inbox" },
  { href: "/staff/?status=spam", label: "Spam" },
  { href: "/staff/audit", label: "Audit log" },
]
export const CONTENT_HISTORY_PATH = "/staff/content"
const CONTENT_LINKS = [{ href: CONTENT_HISTORY_PATH, label: "Content history" }]
const ACCOUNT_LINK = { href: "/staff/account", label: "Account" }

export function StaffHeader({ email, role, newCount, path, onSignOut }: Props) {
  const links = [
    ...(mayReadLeads(role) ? LEAD_LINKS : []),
    ...(mayEditContent(role) ? CONTENT_LINKS : []),
    ACCOUNT_LINK,
  ]
  return (
    <header className={styles.header}>
      <nav aria-label="Staff" className={styles.nav}>
        {links.map(link => (
          <AppLink
            key={link.href}
            href={link.href}
            aria-current={link.href.split("?")[0] === path && !link.href.includes("?") ? "page" : undefined}
          >
            {link.label}
            {link.label === "Inbox" ? (
              <span className={styles.badge} data-testid="new-count">
                {newCount} new
              </span>
            ) : null}
          </AppLink>
        ))}
        {mayEditContent(role) ? <a href={EDITOR_PATH}>Web editor</a> : null}
      </nav>
      <div className={styles.who}>
        <span>{email}</span>
        <button type="button" className={styles.secondaryButton} onClick={onSignOut}>
          Sign out
        </button>
      </div>
    </header>
  )
}
