/** A message the page must announce: an error (role="alert") or a confirmation (role="status"). */
import * as styles from "../staff.module.css"

export function Alert({ message, tone = "error" }: { message: string | null; tone?: "error" | "success" }) {
  if (!message) return null
  return (
    <p role={tone === "error" ? "alert" : "status"} className={tone === "error" ? styles.error : styles.success}>
      {message}
    </p>
  )
}
