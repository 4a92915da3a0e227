/**
 * One real submission per form through the real server, read back from the SQLite file it wrote.
 */
import { expect, test } from "@playwright/test"
import Database from "better-sqlite3"
import { join } from "node:path"
import { contactMessages, servicePath } from "./support/site-data"
import {
  optional,
  leadService,
  consent,
  desktop,
  open,
  popup,
  lead,
  fillLead,
  contact,
  fillContact,
  blocks,
  forms,
  services,
  labels,
  contactService,
} from "./support/form-steps"

test.describe("real submissions, stored by the receiver", () => {
  test.use({ viewport: desktop })

  type StoredLead = {
    kind: string
    status: string
    firstname: string
    email: string
    service: string
    message: string
    privacy: string
  }

  function storedLead(email: string): StoredLead | undefined {
    const dataDir = process.env.E2E_DATA_DIR
    if (!dataDir) throw new Error("E2E_DATA_DIR is set by playwright.config.ts")
    const db = new Database(join(dataDir, "leads.sqlite"), { readonly: true, fileMustExist: true })
    try {
      return db
        .prepare<[string], StoredLead>(
          "SELECT kind, status, firstname, email, service, message, privacy FROM leads WHERE email = ?",
        )
        .get(email)
    } finally {
      db.close()
    }
  }

  test("a lead sent from the popup is stored", async ({ page }) => {
    const email = `popup-${Date.now()}@example.com`
    await open(page, servicePath(services.items[4]))
    await page.getByRole("button", { name: blocks.serviceDetail.quoteLabel, exact: true }).click()
    const dialog = popup(page)
    await fillLead(dialog, { ...lead, email })
    await dialog.getByRole("button", { name: forms.lead.submitLabel, exact: true }).click()
    await expect(dialog.getByRole("status")).toHaveText(forms.lead.success)
    expect(storedLead(email)).toEqual({
      kind: "lead",
      status: "new",
      firstname: "Amira",
      email,
      service: leadService.value,
      message: "Two companies.\nPlease call after 3 pm.",
      privacy: "",
    })
  })

  test.describe("without JavaScript (or before the scripts arrive), the browser posts the form itself", () => {
    test.use({ javaScriptEnabled: false })

    test("the contact message is stored and the visitor gets the thank-you page with a link back", async ({ page }) => {
      const email = `plain-${Date.now()}@example.com`
      await page.goto("/contact/")
      const form = page.getByRole("main").locator("form")
      await fillContact(form, { ...contact, email })
      await form.getByRole("button", { name: forms.contact.submitLabel, exact: true }).click()
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(contactMessages.sent)
      expect(storedLead(email)).toMatchObject({ kind: "contact", status: "new", email, privacy: "on" })
      await page.getByRole("link", { name: forms.plainPost.backLabel, exact: true }).click()
      await expect(page).toHaveURL(/\/contact\/$/)
    })

    test("with the privacy box unticked the page says so, and nothing is stored", async ({ page }) => {
      const email = `plain-unticked-${Date.now()}@example.com`
      await page.goto("/contact/")
      const form = page.getByRole("main").locator("form")
      await fillContact(form, { ...contact, email })
      await form.getByRole("checkbox", consent).uncheck()
      await form.getByRole("button", { name: forms.contact.submitLabel, exact: true }).click()
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        `${contactMessages.sendFailed} ${contactMessages.privacyRequired}`,
      )
      expect(storedLead(email)).toBeUndefined()
    })
  })

  test("a contact message is stored", async ({ page }) => {
    const email = `contact-${Date.now()}@example.com`
    await open(page, "/contact/")
    const form = page.getByRole("main").locator("form")
    await fillContact(form, { ...contact, email })
    await form.getByLabel(optional(labels.service)).selectOption({ label: contactService.label })
    await form.getByRole("button", { name: forms.contact.submitLabel, exact: true }).click()
    await expect(form.getByRole("status")).toHaveText(contactMessages.sent)
    expect(storedLead(email)).toEqual({
      kind: "contact",
      status: "new",
      firstname: "Omar",
      email,
      service: contactService.value,
      message: contact.message,
      privacy: "on",
    })
  })
})
