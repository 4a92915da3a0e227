/** What an account without the leads in its role sees where the inbox would be. */
import { EDITOR_PATH } from "../../../shared/site-paths"
import { AppLink } from "../components/app-link"
import * as styles from "../staff.module.css"

export function NoLeadsPage() {
  return (
    <main className={styles.page}>
      <h1>No access to the leads</h1>
      <p>
        Your account edits the site&apos;s content: it does not open the leads or the audit log. Ask the site&apos;s
        owner if you need them.
      </p>
      <p>
        <a href={EDITOR_PATH}>The web editor</a>: the site&apos;s pages in English and Arabic.
      </p>
      <p>
        <AppLink href="/staff/account">Your account</AppLink>: password and two-step sign-in.
      </p>
    </main>
  )
}
