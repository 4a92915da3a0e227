/**
 * The contact form in Chromium against the built site: validation, consent, sending, success and failure
 * (the endpoint's answers intercepted).
 */
import { test as ownPageTest, type Page } from "@playwright/test"
import { expect, test } from "./support/flow-page"
import { pauseClock } from "./support/fake-clock"
import { contactMessages, sendingLabel } from "./support/site-data"
import {
  optional,
  consent,
  desktop,
  open,
  holdEndpoint,
  contact,
  fillContact,
  forms,
  labels,
  otherContactService,
} from "./support/form-steps"

test.describe("contact form", () => {
  test.use({ viewport: desktop })
  const contactForm = (page: Page) => page.getByRole("main").locator("form")

  // The fake clock is installed before the page loads, and stays with the page: a page of its own.
  ownPageTest("validation in the spec's order, Sending..., banner for 5 s and cleared fields", async ({ page }) => {
    await page.clock.install()
    await open(page, "/contact/")
    const form = contactForm(page)
    const submit = form.getByRole("button", { name: forms.contact.submitLabel, exact: true })
    await expect(form.getByLabel(labels.message)).toHaveAttribute("rows", "6")
    await expect(form.getByRole("link", { name: forms.contact.privacyLinkText })).toHaveAttribute(
      "href",
      forms.contact.privacyPath,
    )

    const expectAfterSubmit = async (message: string) => {
      await submit.click()
      await expect(form.getByRole("alert")).toHaveText(message)
    }
    await expectAfterSubmit(contactMessages.firstnameRequired)
    await form.getByLabel(labels.firstname).fill("Omar")
    await expectAfterSubmit(contactMessages.lastnameRequired)
    await form.getByLabel(labels.lastname).fill("Saleh")
    await expectAfterSubmit(contactMessages.emailRequired)
    await form.getByLabel(labels.email).fill("omar@example")
    await expectAfterSubmit(contactMessages.emailInvalid)
    await form.getByLabel(labels.email).fill("omar@example.com")
    await expectAfterSubmit(contactMessages.messageRequired)
    await form.getByLabel(labels.message).fill("Hello")
    await expectAfterSubmit(contactMessages.privacyRequired)

    await fillContact(form)
    const held = await holdEndpoint(page)
    await submit.click()
    await expect(form.getByRole("button", { name: sendingLabel })).toBeDisabled()
    const body = new URLSearchParams((await held.firstRequest).postData() ?? "")
    expect([...body.entries()]).toEqual([
      ["firstname", "Omar"],
      ["lastname", "Saleh"],
      ["email", "omar@example.com"],
      ["phone", ""],
      ["service", ""],
      ["message", "I would like to open a bank account."],
      ["privacy", "on"],
    ])

    // The 5 s of the success banner, timed on the fake clock alone.
    await pauseClock(page)
    held.release({ status: 200, body: '{"ok":true}' })
    const banner = form.getByRole("status")
    await expect(banner).toHaveText(contactMessages.sent)
    await expect(form.getByLabel(labels.firstname)).toHaveValue("")
    await expect(form.getByRole("checkbox", consent)).not.toBeChecked()
    await page.clock.runFor(4_000)
    await expect(banner).toHaveText(contactMessages.sent)
    await page.clock.runFor(1_100)
    await expect(banner).toBeEmpty()
  })

  test("failure banner with the edition's refusal sentence, never the server's words, values kept, any edit clears it", async ({
    page,
  }) => {
    await open(page, "/contact/")
    const form = contactForm(page)
    await fillContact(form)
    await page.route("**/send_email.php", route =>
      route.fulfill({ status: 422, contentType: "application/json", body: '{"message":"Storage is unavailable."}' }),
    )
    await form.getByRole("button", { name: forms.contact.submitLabel, exact: true }).click()
    await expect(form.getByRole("alert")).toHaveText(`${contactMessages.sendFailed} ${forms.refusedMessage}`)
    await expect(form.getByLabel(labels.message)).toHaveValue(contact.message)
    await expect(form.getByRole("checkbox", consent)).toBeChecked()
    await form.getByLabel(optional(labels.service)).selectOption({ label: otherContactService.label })
    await expect(form.getByRole("alert")).toHaveCount(0)
  })
})
