/**
 * /staff/ without a session: e-mail and password, then the authenticator code when the account has
 * one. Right after signing in, SignInNotice says how many refused sign-in attempts the account had
 * since its previous sign-in.
 *
 * A browser held back by the account-wide limit on unknown devices (strangers guessing the password
 * from many addresses) is offered "E-mail me a sign-in link"; the link comes back to this page as
 * /staff/#link=<token> (a fragment: never sent in a request line, a log or a Referer), which the
 * page posts once to make the browser it was opened in known (server/staff/sign-in-links.ts). Any
 * link the account was mailed will do, whoever asked for it: the messages shown are the server's.
 */
import { useEffect, useRef, useState, type FormEvent } from "react"
import { api, ApiError } from "../api"
import { Alert } from "../components/alert"
import { formatTime } from "../labels"
import type { StaffSession } from "../types"
import * as styles from "../staff.module.css"
import * as noticeStyles from "./sign-in-page.module.css"

const countFormat = new Intl.NumberFormat("en-GB")

/**
 * What the sign-in answer reported, under the navigation until the page is reloaded. Not a live
 * region: it is there when the first page appears, and the pages' own messages keep theirs.
 */
export function SignInNotice({ session }: { session: StaffSession }) {
  const notice = session.signInNotice
  if (!notice) return null
  const { refusedSignIns, previousSignInAt } = notice
  const since = previousSignInAt === null ? "" : ` since your last sign-in (${formatTime(previousSignInAt)})`
  const text =
    refusedSignIns === 0
      ? `No refused sign-in attempts on this account${since}.`
      : `${countFormat.format(refusedSignIns)} refused sign-in attempt${refusedSignIns === 1 ? "" : "s"} on this account${since}. The audit log shows when; if they were not yours, change your password.`
  return (
    <section aria-label="Since your last sign-in" className={noticeStyles.notice}>
      <p className={refusedSignIns === 0 ? styles.success : styles.error} data-testid="sign-in-notice">
        {text}
      </p>
    </section>
  )
}

export function SignInPage({ onSignedIn }: { onSignedIn: (session: StaffSession) => void }) {
  const [needsCode, setNeedsCode] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [throttled, setThrottled] = useState(false)
  const [info, setInfo] = useState<string | null>(null)
  const codeField = useRef<HTMLInputElement>(null)
  const emailField = useRef<HTMLInputElement>(null)

  // Opened from an e-mailed link: take the token out of the address bar, then use it once.
  useEffect(() => {
    const token = /^#link=([A-Za-z0-9_-]+)$/.exec(window.location.hash)?.[1]
    if (token === undefined) return
    window.history.replaceState(null, "", window.location.pathname + window.location.search)
    api<{ message: string }>("sign-in-link/use", { method: "POST", body: { token } }).then(
      answer => setInfo(answer.message),
      (failure: unknown) => setError(failure instanceof Error ? failure.message : String(failure)),
    )
  }, [])

  const askForLink = async () => {
    setBusy(true)
    setError(null)
    try {
      const email = emailField.current?.value ?? ""
      setInfo((await api<{ message: string }>("sign-in-link", { method: "POST", body: { email } })).message)
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure))
    } finally {
      setBusy(false)
    }
  }
  // The code field appears after the password was accepted: take the user straight to it.
  useEffect(() => {
    if (needsCode) codeField.current?.focus()
  }, [needsCode])

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setBusy(true)
    setError(null)
    setInfo(null)
    try {
      onSignedIn(
        await api<StaffSession>("session", {
          method: "POST",
          body: { email: form.get("email"), password: form.get("password"), code: form.get("code") ?? "" },
        }),
      )
    } catch (failure) {
      if (failure instanceof ApiError && failure.body.needsCode === true) setNeedsCode(true)
      setThrottled(failure instanceof ApiError && failure.status === 429)
      setError(failure instanceof Error ? failure.message : String(failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <main className={styles.signIn}>
      <h1>Staff sign-in</h1>
      <form onSubmit={submit} className={styles.stack} noValidate>
        <label className={styles.field}>
          Email
          <input name="email" type="email" autoComplete="username" required ref={emailField} />
        </label>
        <label className={styles.field}>
          Password
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        {needsCode ? (
          <label className={styles.field}>
            Authenticator code
            <input
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9 ]*"
              required
              ref={codeField}
            />
          </label>
        ) : null}
        <Alert message={error} />
        <Alert message={info} tone="success" />
        <button type="submit" className={styles.primaryButton} disabled={busy}>
          Sign in
        </button>
        {throttled ? (
          <button type="button" className={styles.secondaryButton} disabled={busy} onClick={askForLink}>
            E-mail me a sign-in link
          </button>
        ) : null}
      </form>
    </main>
  )
}
