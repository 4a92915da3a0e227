/**
 * What the form suites share: the forms' wording and choices read from data/, opening a page and the
 * quote popup, holding the endpoint's answer, and filling each form as a visitor would.
 */
import { expect, type Locator, type Page, type Request, type Route } from "@playwright/test"
import { waitForHydration } from "./hydration"
import { content } from "./site-data"

export const { blocks, forms, home, navigation, serviceOptions, services } = content
export const { labels } = forms
/** The label of a field the form marks optional. */
export const optional = (label: string) => `${label} ${labels.optional}`
/** The service options each form offers: the test picks one it can name. */
export const leadService = serviceOptions.items.filter(option => option.inLeadForm)[1]
export const [contactService, otherContactService] = serviceOptions.items
  .filter(option => option.inContactForm)
  .slice(1, 3)
/** The consent checkbox, named by the start of its sentence. */
export const consent = { name: `${forms.contact.privacyBefore} ${forms.contact.privacyLinkText}` }

export const desktop = { width: 1280, height: 800 }
export const phone = { width: 375, height: 812 }

/** Navigates and waits until React has hydrated the page. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await waitForHydration(page)
}

export const popup = (page: Page) => page.getByRole("dialog", { name: forms.popup.heading })

export type CloseWay = "backdrop" | "close button" | "Escape"

export async function closePopup(page: Page, way: CloseWay): Promise<void> {
  if (way === "backdrop") await page.mouse.click(4, 4)
  else if (way === "close button")
    await popup(page).getByRole("button", { name: forms.popup.closeLabel, exact: true }).click()
  else await page.keyboard.press("Escape")
}

/** Opens the popup with the trigger, checks it, closes it each way and checks focus comes back. */
export async function checkTrigger(page: Page, trigger: Locator, expectFocusBackOn: Locator = trigger): Promise<void> {
  for (const way of ["backdrop", "close button", "Escape"] as const) {
    await trigger.click()
    const dialog = popup(page)
    await expect(dialog).toBeVisible()
    await expect(dialog.getByLabel(labels.firstname)).toBeFocused()
    await closePopup(page, way)
    await expect(dialog, `closed by ${way}`).toBeHidden()
    await expect(expectFocusBackOn, `focus back after ${way}`).toBeFocused()
  }
}

/** Holds the next POST /send_email.php until released, then answers as told. */
export async function holdEndpoint(page: Page) {
  let release: (answer: { status: number; body: string }) => void = () => undefined
  const answer = new Promise<{ status: number; body: string }>(resolve => (release = resolve))
  const requests: Request[] = []
  let arrived: (request: Request) => void = () => undefined
  // The route handler runs after the click resolves, so tests wait for the request instead of reading it at once.
  const firstRequest = new Promise<Request>(resolve => (arrived = resolve))
  await page.route("**/send_email.php", async (route: Route) => {
    requests.push(route.request())
    arrived(route.request())
    const { status, body } = await answer
    await route.fulfill({ status, contentType: "application/json", body })
  })
  return { release, requests, firstRequest }
}

export const lead = {
  firstname: "Amira",
  lastname: "Haddad",
  email: "amira@example.com",
  phone: "+971 50 123 4567",
}

export async function fillLead(form: Locator, values = lead) {
  await form.getByLabel(labels.firstname).fill(values.firstname)
  await form.getByLabel(labels.lastname).fill(values.lastname)
  await form.getByLabel(labels.email).fill(values.email)
  await form.getByLabel(labels.phone).fill(values.phone)
  await form.getByLabel(labels.service).selectOption({ label: leadService.label })
  await form.getByLabel(optional(labels.message)).fill("Two companies.\nPlease call after 3 pm.")
}

export const contact = {
  firstname: "Omar",
  lastname: "Saleh",
  email: "omar@example.com",
  message: "I would like to open a bank account.",
}

export async function fillContact(form: Locator, values = contact) {
  await form.getByLabel(labels.firstname).fill(values.firstname)
  await form.getByLabel(labels.lastname).fill(values.lastname)
  await form.getByLabel(labels.email).fill(values.email)
  await form.getByLabel(labels.message).fill(values.message)
  await form.getByRole("checkbox", consent).check()
}
