/** The page-wide window event that opens the quote popup; its name, openLeadForm, is fixed. */
export const OPEN_LEAD_FORM_EVENT = "openLeadForm"

export function openLeadForm(): void {
  window.dispatchEvent(new Event(OPEN_LEAD_FORM_EVENT))
}
