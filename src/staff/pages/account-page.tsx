/** The signed-in user's two-step sign-in: scan a QR code, confirm with a code; or switch it off. */
import { useState, type FormEvent } from "react"
import { api } from "../api"
import { Alert } from "../components/alert"
import type { StaffSession } from "../types"
import * as styles from "../staff.module.css"

type Enrolment = { secret: string; uri: string; qrSvg: string }

export function AccountPage({
  session,
  onChange,
}: {
  session: StaffSession
  onChange: (totpEnabled: boolean) => void
}) {
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)

  const run = async (action: () => Promise<void>) => {
    setError(null)
    setDone(null)
    try {
      await action()
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure))
    }
  }

  const submitCode = (path: "enable" | "disable") => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const code = String(new FormData(event.currentTarget).get("code") ?? "")
    void run(async () => {
      const result = await api<{ totpEnabled: boolean }>(`totp/${path}`, { method: "POST", body: { code } })
      setEnrolment(null)
      onChange(result.totpEnabled)
      setDone(result.totpEnabled ? "Two-step sign-in is on." : "Two-step sign-in is off.")
    })
  }

  const codeField = (
    <label className={styles.field}>
      Code from the app
      <input name="code" inputMode="numeric" autoComplete="one-time-code" required />
    </label>
  )

  return (
    <main className={styles.page}>
      <h1>Account</h1>
      <p>Signed in as {session.email}.</p>
      <section aria-labelledby="totp" className={styles.panel}>
        <h2 id="totp">Two-step sign-in</h2>
        <Alert message={error} />
        <Alert message={done} tone="success" />
        {session.totpEnabled ? (
          <form onSubmit={submitCode("disable")} className={styles.stack}>
            <p>On: signing in asks for a code from your authenticator app.</p>
            {codeField}
            <button type="submit" className={styles.secondaryButton}>
              Turn off
            </button>
          </form>
        ) : enrolment ? (
          <form onSubmit={submitCode("enable")} className={styles.stack}>
            <p>Scan this code with an authenticator app, then enter the code it shows.</p>
            <img
              className={styles.qr}
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}`}
              alt="QR code for the authenticator app"
              width={200}
              height={200}
            />
            <p>
              Or type this key: <code data-testid="totp-secret">{enrolment.secret}</code>
            </p>
            {codeField}
            <button type="submit" className={styles.primaryButton}>
              Confirm
            </button>
          </form>
        ) : (
          <>
            <p>Off. With it on, a stolen password alone does not open the inbox.</p>
            <button
              type="button"
              className={styles.primaryButton}
              onClick={() => run(async () => setEnrolment(await api<Enrolment>("totp/setup", { method: "POST" })))}
            >
              Turn on two-step sign-in
            </button>
          </>
        )}
      </section>
    </main>
  )
}
