/** /staff/ without a session: e-mail and password, then the authenticator code when the account has one. */
import { useEffect, useRef, useState, type FormEvent } from "react"
import { api, ApiError } from "../api"
import { Alert } from "../components/alert"
import type { StaffSession } from "../types"
import * as styles from "../staff.module.css"

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
