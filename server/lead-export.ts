/**
 * The leads as a spreadsheet, the same from the staff inbox and from `npm run leads -- export`:
 * UTF-8 with a byte-order mark (without it Excel reads the file as the local code page and
 * Arabic names turn to mojibake), every cell quoted and formula-like text neutralised by csv.ts.
 */
import { toCsv } from "./csv"
import { mailStateOf } from "./storage/inbox"
import type { StoredLead } from "./storage/lead"
import { LEAD_FIELDS } from "../shared/lead-fields"

export const UTF8_BOM = "\uFEFF"

/** The contact fields the list marks as exported, in its order. */
const exportedFields = () => LEAD_FIELDS.filter(field => field.exported).map(field => field.name)

/** The columns in order: the lead, its exported contact fields, its e-mail and where it came from. */
export const EXPORT_COLUMNS: readonly string[] = [
  "id",
  "created_at",
  "kind",
  "status",
  "language",
  ...exportedFields(),
  "mail_status",
  "mail_sent_at",
  "mail_attempts",
  "source_page",
  "landing_page",
  "referrer",
]

export type ExportRecord = Record<string, string>

export function exportRecord(lead: StoredLead): ExportRecord {
  return {
    id: lead.id,
    created_at: lead.createdAt,
    kind: lead.kind,
    status: lead.status,
    language: lead.language,
    ...Object.fromEntries(exportedFields().map(name => [name, lead[name]])),
    mail_status: mailStateOf(lead),
    mail_sent_at: lead.notification?.sentAt ?? "",
    mail_attempts: String(lead.notification?.attempts ?? 0),
    source_page: lead.origin.sourcePage ?? "",
    landing_page: lead.origin.landingPage ?? "",
    referrer: lead.origin.referrer ?? "",
  }
}

export function leadsCsv(leads: readonly StoredLead[]): string {
  const records = leads.map(exportRecord)
  return (
    UTF8_BOM +
    toCsv(
      EXPORT_COLUMNS,
      records.map(record => EXPORT_COLUMNS.map(column => record[column])),
    )
  )
}
