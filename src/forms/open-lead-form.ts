/** The page-wide event that opens the quote popup (spec section 2: "openLeadForm"). */
export const OPEN_LEAD_FORM_EVENT = "openLeadForm"

export function openLeadForm(): void {
  window.dispatchEvent(new Event(OPEN_LEAD_FORM_EVENT))
}
