/** The navigation on every signed-in page, with the number of new leads and "Sign out". */
import { AppLink } from "./app-link"
import * as styles from "../staff.module.css"

type Props = { email: string; newCount: number; path: string; onSignOut: () => void }

const LINKS = [
  { href: "/staff/", label: "Inbox" },
  { href: "/staff/?status=spam", label: "Spam" },
  { href: "/staff/audit", label: "Audit log" },
  { href: "/staff/account", label: "Account" },
]

export function StaffHeader({ email, newCount, path, onSignOut }: Props) {
  return (
    <header className={styles.header}>
      <nav aria-label="Staff" className={styles.nav}>
        {LINKS.map(link => (
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
