/**
 * The forms of the Arabic edition in Chromium against the built site and the real server: the
 * quote popup and the contact form speak the Arabic of data/ (labels, rules, confirmations),
 * post the English field names and service values, and the staff inbox lists each lead as
 * Arabic. Every expected text is read from data/ through the edition (site-data.ts).
 */
import { expect, test, type Page } from "@playwright/test"
import { randomBytes } from "node:crypto"
import { LANGUAGE_LABELS } from "../src/staff/labels"
import { waitForHydration } from "./support/hydration"
import { arabic, formTextsOf } from "./support/site-data"
import { addStaffAccount } from "./support/staff-account"

test.use({ viewport: { width: 1280, height: 900 } })

const { forms, navigation, serviceOptions } = arabic.content
const { labels } = forms
const { messages } = formTextsOf("ar")
const optional = (label: string) => `${label} ${labels.optional}`

/** Letters only, so the forms accept it as a name, and unique in the shared database. */
const uniqueName = () => "Zz" + [...randomBytes(8)].map(byte => String.fromCharCode(97 + (byte % 26))).join("")

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await waitForHydration(page)
}

/** Signs a new staff account in and finds the lead by its unique last name: listed once, as Arabic. */
async function expectArabicLeadInInbox(page: Page, lastname: string, kind: "lead" | "contact") {
  const account = addStaffAccount(`arabic-${kind}`)
  await page.goto("/staff/")
  await page.getByLabel("Email").fill(account.email)
  await page.getByLabel("Password").fill(account.password)
  await page.getByRole("button", { name: "Sign in" }).click()
  await page.getByLabel("Search").fill(lastname)
  await page.getByRole("button", { name: "Search" }).click()
  const row = page.getByRole("row").filter({ hasText: lastname })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText(LANGUAGE_LABELS.ar)
  await page.getByLabel("Language").selectOption({ label: LANGUAGE_LABELS.en })
  await expect(row).toHaveCount(0)
  await page.getByLabel("Language").selectOption({ label: LANGUAGE_LABELS.ar })
  await expect(row).toHaveCount(1)
}

test("the Arabic quote popup: Arabic rules and confirmation; the lead is listed as Arabic", async ({ page }) => {
  await open(page, `${arabic.prefix}about/`)
  await expect(page.locator("html")).toHaveAttribute("lang", "ar")
  await page.getByRole("banner").getByRole("button", { name: navigation.quoteLabel, exact: true }).click()
  const dialog = page.getByRole("dialog", { name: forms.popup.heading })
  const submit = dialog.getByRole("button", { name: forms.lead.submitLabel, exact: true })
  await expect(dialog.getByLabel(labels.firstname)).toBeFocused()

  await submit.click()
  await expect(dialog.getByRole("alert")).toHaveText(messages.lead.firstnameRequired)
  const lastname = uniqueName()
  await dialog.getByLabel(labels.firstname).fill("أميرة")
  await dialog.getByLabel(labels.lastname).fill(lastname)
  await dialog.getByLabel(labels.email).fill("amira@example")
  await submit.click()
  await expect(dialog.getByRole("alert")).toHaveText(messages.lead.emailInvalid)
  await dialog.getByLabel(labels.email).fill("amira@example.com")
  await dialog.getByLabel(labels.phone).fill("+971 50 123 4567")
  await submit.click()
  await expect(dialog.getByRole("alert")).toHaveText(messages.lead.serviceRequired)

  const service = serviceOptions.items.filter(option => option.inLeadForm)[1]
  await dialog.getByLabel(labels.service).selectOption({ label: service.label })
  const posted = page.waitForRequest(request => request.method() === "POST")
  await submit.click()
  const body = new URLSearchParams((await posted).postData() ?? "")
  expect(body.get("service")).toBe(service.value)
  expect(body.get("submit")).toBe("submit")
  await expect(dialog.getByRole("status")).toHaveText(forms.lead.success)

  await expectArabicLeadInInbox(page, lastname, "lead")
})

test("the Arabic contact form: Arabic rules and thanks; the message is listed as Arabic", async ({ page }) => {
  await open(page, `${arabic.prefix}contact/`)
  const form = page.getByRole("main").locator("form")
  const submit = form.getByRole("button", { name: forms.contact.submitLabel, exact: true })
  const consent = form.getByRole("checkbox", {
    name: `${forms.contact.privacyBefore} ${forms.contact.privacyLinkText}`,
  })

  await submit.click()
  await expect(form.getByRole("alert")).toHaveText(messages.contact.firstnameRequired)
  const lastname = uniqueName()
  await form.getByLabel(labels.firstname).fill("عمر")
  await form.getByLabel(labels.lastname).fill(lastname)
  await form.getByLabel(labels.email).fill("omar@example.org")
  await form.getByLabel(labels.message).fill("أرغب في فتح حساب مصرفي لشركتي.")
  await submit.click()
  await expect(form.getByRole("alert")).toHaveText(messages.contact.privacyRequired)
  await expect(form.getByRole("link", { name: forms.contact.privacyLinkText })).toHaveAttribute(
    "href",
    `${arabic.prefix}${forms.contact.privacyPath.replace(/^\//, "")}`,
  )

  const service = serviceOptions.items.filter(option => option.inContactForm)[2]
  await form.getByLabel(optional(labels.service)).selectOption({ label: service.label })
  await consent.check()
  await submit.click()
  await expect(form.getByRole("status")).toHaveText(messages.contact.sent)

  await expectArabicLeadInInbox(page, lastname, "contact")
})
