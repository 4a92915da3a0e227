/**
 * /staff/ without a session: e-mail and password, then the authenticator code when the account has
 * one. Right after signing in, SignInNotice says how many refused sign-in attempts the account had
 * since its previous sign-in.
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
  const codeField = useRef<HTMLInputElement>(null)
  // The code field appears after the password was accepted: take the user straight to it.
  useEffect(() => {
    if (needsCode) codeField.current?.focus()
  }, [needsCode])

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setBusy(true)
    setError(null)
    try {
      onSignedIn(
        await api<StaffSession>("session", {
          method: "POST",
          body: { email: form.get("email"), password: form.get("password"), code: form.get("code") ?? "" },
        }),
      )
    } catch (failure) {
      if (failure instanceof ApiError && failure.body.needsCode === true) setNeedsCode(true)
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
          <input name="email" type="email" autoComplete="username" required />
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
        <button type="submit" className={styles.primaryButton} disabled={busy}>
          Sign in
        </button>
      </form>
    </main>
  )
}
