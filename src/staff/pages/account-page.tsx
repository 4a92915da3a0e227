/**
 * The signed-in user's account: a new password, and two-step sign-in switched on (scan a QR code,
 * confirm with a code) or off. Each asks for the current password, and the current code while
 * two-step sign-in is on: a session left open somewhere is not enough to change how one signs in.
 */
import { useState, type FormEvent } from "react"
import { api } from "../api"
import { Alert } from "../components/alert"
import { ROLE_LABELS } from "../labels"
import type { StaffSession, TotpEnrolment } from "../types"
import * as styles from "../staff.module.css"

/** Runs a form's request, showing the server's message when it is refused and `done` when it is not. */
function useFormResult() {
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const run = async (action: () => Promise<string>) => {
    setError(null)
    setDone(null)
    try {
      setDone(await action())
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure))
    }
  }
  const messages = (
    <>
      <Alert message={error} />
      <Alert message={done} tone="success" />
    </>
  )
  return { run, messages }
}

const currentPasswordField = (
  <label className={styles.field}>
    Current password
    <input name="password" type="password" autoComplete="current-password" required />
  </label>
)

const codeField = (
  <label className={styles.field}>
    Code from the app
    <input name="code" inputMode="numeric" autoComplete="one-time-code" required />
  </label>
)

const text = (form: FormData, name: string) => String(form.get(name) ?? "")

function PasswordSection({ session }: { session: StaffSession }) {
  const { run, messages } = useFormResult()

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const formElement = event.currentTarget
    const form = new FormData(formElement)
    void run(async () => {
      if (text(form, "newPassword") !== text(form, "newPasswordAgain"))
        throw new Error("The two new passwords are not the same.")
      const { message } = await api<{ message: string }>("password", {
        method: "POST",
        body: {
          currentPassword: text(form, "password"),
          newPassword: text(form, "newPassword"),
          ...(session.totpEnabled ? { code: text(form, "code") } : {}),
        },
      })
      formElement.reset()
      return message
    })
  }

  return (
    <section aria-labelledby="password" className={styles.panel}>
      <h2 id="password">Password</h2>
      {messages}
      <form onSubmit={submit} className={styles.stack}>
        {currentPasswordField}
        <label className={styles.field}>
          New password (at least 12 characters)
          <input name="newPassword" type="password" autoComplete="new-password" required />
        </label>
        <label className={styles.field}>
          New password again
          <input name="newPasswordAgain" type="password" autoComplete="new-password" required />
        </label>
        {session.totpEnabled ? codeField : null}
        <button type="submit" className={styles.primaryButton}>
          Change password
        </button>
      </form>
    </section>
  )
}

function TwoStepSection({ session, onChange }: { session: StaffSession; onChange: (totpEnabled: boolean) => void }) {
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null)
  const { run, messages } = useFormResult()

  const submit = (path: "enable" | "disable") => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    void run(async () => {
      const result = await api<{ totpEnabled: boolean }>(`totp/${path}`, {
        method: "POST",
        body: { password: text(form, "password"), code: text(form, "code") },
      })
      setEnrolment(null)
      onChange(result.totpEnabled)
      return result.totpEnabled ? "Two-step sign-in is on." : "Two-step sign-in is off."
    })
  }

  return (
    <section aria-labelledby="totp" className={styles.panel}>
      <h2 id="totp">Two-step sign-in</h2>
      {messages}
      {session.totpEnabled ? (
        <form onSubmit={submit("disable")} className={styles.stack}>
          <p>On: signing in asks for a code from your authenticator app.</p>
          {currentPasswordField}
          {codeField}
          <button type="submit" className={styles.secondaryButton}>
            Turn off
          </button>
        </form>
      ) : enrolment ? (
        <form onSubmit={submit("enable")} className={styles.stack}>
          <p>Scan this code with an authenticator app, then enter the code it shows and your current password.</p>
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
          {currentPasswordField}
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
            onClick={() =>
              run(async () => {
                setEnrolment(await api<TotpEnrolment>("totp/setup", { method: "POST" }))
                return ""
              })
            }
          >
            Turn on two-step sign-in
          </button>
        </>
      )}
    </section>
  )
}

export function AccountPage({
  session,
  onChange,
}: {
  session: StaffSession
  onChange: (totpEnabled: boolean) => void
}) {
  return (
    <main className={styles.page}>
      <h1>Account</h1>
      <p>
        Signed in as {session.email}. Changing the password or two-step sign-in signs this account out everywhere else.
      </p>
      <dl className={styles.details}>
        <dt>Role</dt>
        <dd data-testid="account-role">{ROLE_LABELS[session.role]}</dd>
      </dl>
      <PasswordSection session={session} />
      <TwoStepSection session={session} onChange={onChange} />
    </main>
  )
}
