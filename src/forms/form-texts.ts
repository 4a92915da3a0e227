/**
 * Wording of the forms that editors may change (labels, buttons, the lead
 * confirmation). Imported straight from the data file rather than through
 * GraphQL because the quote popup is global and this module is shared with the
 * server; the texts the spec fixes word for word stay in messages.ts.
 */
import data from "../../data/forms.json"

export const formTexts = {
  labels: data.labels,
  lead: data.lead,
  popup: data.popup,
  contact: data.contact,
  honeypotLabel: data.honeypotLabel,
  plainPost: data.plainPost,
  timeoutMessage: (seconds: number) => data.timeoutMessage.replace("{seconds}", String(seconds)),
  httpErrorMessage: (status: number) => data.httpErrorMessage.replace("{status}", String(status)),
}
