/**
 * The contact fields a lead carries, declared once: what the visitor typed, as the form's
 * validation accepted it. Both storage engines insert and select these columns, the copy to
 * PostgreSQL moves them, the staff API and the lead's page carry them, the CSV exports them, the
 * staff e-mail shows them and the staff's search finds leads by them, all in this order and from
 * this list. Adding a field is this list, one migration per storage engine and the form
 * (docs/forms.md, "Add a field").
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
  /**
   * How the staff's search finds a lead by it, in both engines: by its words ("text", folded as
   * server/storage/search-text.ts folds them), as a phone number (its digits in the forms staff
   * type them: as typed, bare, the last nine, with 971 for a local 0…), or not at all (null).
   */
  searchAs: "text" | "phone" | null
  /**
   * How staff screens lay its value out: left to right always (an address, a number), or by its
   * first strong letter (names and texts, Arabic or Latin).
   */
  direction: "ltr" | "auto"
}

export const LEAD_FIELDS: readonly LeadField[] = [
  {
    name: "firstname",
    label: "First name",
    maxLength: 100,
    exported: true,
    mail: "row",
    searchAs: "text",
    direction: "auto",
  },
  {
    name: "lastname",
    label: "Last name",
    maxLength: 100,
    exported: true,
    mail: "row",
    searchAs: "text",
    direction: "auto",
  },
  { name: "email", label: "Email", maxLength: 254, exported: true, mail: "row", searchAs: "text", direction: "ltr" },
  { name: "phone", label: "Phone", maxLength: 40, exported: true, mail: "row", searchAs: "phone", direction: "ltr" },
  { name: "service", label: "Service", maxLength: 100, exported: true, mail: "row", searchAs: null, direction: "auto" },
  {
    name: "message",
    label: "Message",
    maxLength: 5000,
    exported: true,
    mail: "block",
    searchAs: "text",
    direction: "auto",
  },
  {
    name: "privacy",
    label: "Privacy consent",
    maxLength: 2,
    exported: true,
    mail: "consent",
    searchAs: null,
    direction: "auto",
  },
]
