/**
 * The staff inbox: asks the server who is signed in, then shows the page the address names.
 * A 401 from any call (the session ended) brings back the sign-in form on the same address.
 */
import { useCallback, useEffect, useState } from "react"
import { mayEditContent, mayReadLeads, type StaffRole } from "../../shared/staff-roles"
import { pageAfterSignIn } from "./after-sign-in"
import { api, onSessionEnded, setCsrfToken } from "./api"
import { CONTENT_HISTORY_PATH, StaffHeader } from "./components/staff-header"
import { AccountPage } from "./pages/account-page"
import { AuditPage } from "./pages/audit-page"
import { ContentHistoryPage } from "./pages/content-history-page"
import { InboxPage } from "./pages/inbox-page"
import { LeadPage } from "./pages/lead-page"
import { NoLeadsPage } from "./pages/no-leads-page"
import { SignInNotice, SignInPage } from "./pages/sign-in-page"
import type { StaffSession } from "./types"
import { useRoute } from "./use-route"

const LEAD_PATH = /^\/staff\/leads\/([^/]+)$/

/** The page an address shows an account of this role, named as the page's title names it. */
function pageOf(path: string, role: StaffRole) {
  if (path === "/staff/account") return "Account"
  if (path === CONTENT_HISTORY_PATH && mayEditContent(role)) return "Content history"
  if (!mayReadLeads(role)) return "No access to the leads"
  if (LEAD_PATH.test(path)) return "Lead"
  return path === "/staff/audit" ? "Audit log" : "Inbox"
}

export function StaffApp() {
  const route = useRoute()
  const [session, setSession] = useState<StaffSession | null | "loading">("loading")

  const signedIn = useCallback((next: StaffSession) => {
    const elsewhere = pageAfterSignIn(window.location.search)
    if (elsewhere !== null) return window.location.assign(elsewhere)
    setCsrfToken(next.csrfToken)
    setSession(next)
  }, [])

  useEffect(() => {
    onSessionEnded(() => setSession(null))
    api<StaffSession>("session").then(signedIn, () => setSession(null))
  }, [signedIn])

  const newCount = session !== null && session !== "loading" ? session.newCount : 0
  useEffect(() => {
    // Nothing is shown until the server says who is signed in: no page to name yet.
    if (session === "loading") return
    document.title =
      session === null
        ? "Sign in · Staff"
        : `${newCount > 0 ? `(${newCount} new) ` : ""}${pageOf(route.path, session.role)} · Staff`
  }, [route.path, newCount, session])

  const onNewCount = useCallback(
    (count: number) =>
      setSession(current => (current && current !== "loading" ? { ...current, newCount: count } : current)),
    [],
  )

  if (session === "loading") return null
  if (session === null) return <SignInPage onSignedIn={signedIn} />

  const signOut = async () => {
    await api("session", { method: "DELETE" }).catch(() => undefined)
    setSession(null)
  }

  const page = pageOf(route.path, session.role)
  const lead = LEAD_PATH.exec(route.path)
  return (
    <>
      <StaffHeader
        email={session.email}
        role={session.role}
        newCount={session.newCount}
        path={route.path}
        onSignOut={signOut}
      />
      <SignInNotice session={session} />
      {page === "Account" ? (
        <AccountPage session={session} onChange={totpEnabled => setSession({ ...session, totpEnabled })} />
      ) : page === "Content history" ? (
        <ContentHistoryPage />
      ) : page === "No access to the leads" ? (
        <NoLeadsPage />
      ) : page === "Lead" && lead ? (
        <LeadPage key={lead[1]} id={decodeURIComponent(lead[1])} session={session} onNewCount={onNewCount} />
      ) : page === "Audit log" ? (
        <AuditPage />
      ) : (
        <InboxPage query={route.query} session={session} onNewCount={onNewCount} />
      )}
    </>
  )
}
