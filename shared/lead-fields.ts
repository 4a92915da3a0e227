/**
 * The contact fields a lead carries, declared once: what the visitor typed, as the form's
 * validation accepted it. Both storage engines insert and select these columns, the copy to
 * PostgreSQL moves them, the staff API and the lead's page carry them, the CSV exports them and
 * the staff e-mail shows them, all in this order and from this list. Adding a field is this list,
 * one migration per storage engine and the form (docs/forms.md, "Add a field").
 *
 * Browser code (the staff app) reads it too, so it imports nothing that runs.
 */
/** The contact form's fields (shared/forms/validation.ts checks at compile time that the form has exactly these). */
export type LeadFieldName = "firstname" | "lastname" | "email" | "phone" | "service" | "message" | "privacy"

export type LeadField = {
  /** The form's name, the column's name in both engines and the CSV column's heading. */
  name: LeadFieldName
  /** How staff read it in the notification e-mail. */
  label: string
  /** The most characters the form accepts (its validation reads this). */
  maxLength: number
  /** Whether it is a column of the CSV export and of `npm run leads -- show`. */
  exported: boolean
  /**
   * Where the notification e-mail shows it: a row of its table, the message block below the
   * table, or (consent boxes) "given"/"not given", on the contact form's e-mails only.
   */
  mail: "row" | "block" | "consent"
}

export const LEAD_FIELDS: readonly LeadField[] = [
  { name: "firstname", label: "First name", maxLength: 100, exported: true, mail: "row" },
  { name: "lastname", label: "Last name", maxLength: 100, exported: true, mail: "row" },
  { name: "email", label: "Email", maxLength: 254, exported: true, mail: "row" },
  { name: "phone", label: "Phone", maxLength: 40, exported: true, mail: "row" },
  { name: "service", label: "Service", maxLength: 100, exported: true, mail: "row" },
  { name: "message", label: "Message", maxLength: 5000, exported: true, mail: "block" },
  { name: "privacy", label: "Privacy consent", maxLength: 2, exported: true, mail: "consent" },
]
