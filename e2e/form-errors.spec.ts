/**
 * Both forms' error rhythm in Chromium: one message per submit, cleared by any edit.
 */
import { expect, test, type Locator } from "@playwright/test"
import { contactMessages, leadMessages } from "./support/site-data"
import { consent, desktop, open, popup, fillContact, forms, home, navigation, labels } from "./support/form-steps"

/**
 * One message at a time, only after a submit: a submit shows the first failing rule, any edit
 * of any field clears it, and nothing shows again until the next submit. The message is the
 * form's single alert, so screen readers hear it when it appears.
 */
async function checkErrorRhythm(form: Locator, submitLabel: string, messages: { first: string; second: string }) {
  const submit = form.getByRole("button", { name: submitLabel })
  await submit.click()
  await expect(form.getByRole("alert")).toHaveText(messages.first)
  await expect(form.getByRole("alert")).toHaveCount(1)
  // Typing into the flagged field clears it; the next rule does not appear on its own.
  await form.getByLabel(labels.firstname).pressSequentially("A")
  await expect(form.getByRole("alert")).toHaveCount(0)
  await expect(form.getByLabel(labels.firstname)).not.toHaveAttribute("aria-invalid")
  await form.getByLabel(labels.firstname).pressSequentially("mira")
  await expect(form.getByRole("alert")).toHaveCount(0)
  await submit.click()
  await expect(form.getByRole("alert")).toHaveText(messages.second)
  // An edit of another field clears it too, and still nothing new shows.
  await form.getByLabel(labels.email).pressSequentially("a")
  await expect(form.getByRole("alert")).toHaveCount(0)
  await form.getByLabel(labels.email).clear()
  await expect(form.getByRole("alert")).toHaveCount(0)
  await submit.click()
  await expect(form.getByRole("alert")).toHaveText(messages.second)
}

test.describe("error rhythm: one message per submit, cleared by any edit", () => {
  test.use({ viewport: desktop })
  const lead = { first: leadMessages.firstnameRequired, second: leadMessages.lastnameRequired }

  test("hero lead form", async ({ page }) => {
    await open(page, "/")
    const panel = page.getByRole("region", { name: home.hero.formHeading })
    await checkErrorRhythm(panel, forms.lead.submitLabel, lead)
  })

  test("quote popup", async ({ page }) => {
    await open(page, "/about/")
    await page.getByRole("banner").getByRole("button", { name: navigation.quoteLabel, exact: true }).click()
    await checkErrorRhythm(popup(page), forms.lead.submitLabel, lead)
  })

  test("contact form, and unticking the consent box after a failed send", async ({ page }) => {
    await open(page, "/contact/")
    const form = page.getByRole("main").locator("form")
    await checkErrorRhythm(form, forms.contact.submitLabel, {
      first: contactMessages.firstnameRequired,
      second: contactMessages.lastnameRequired,
    })
    await fillContact(form)
    await page.route("**/send_email.php", route =>
      route.fulfill({ status: 503, contentType: "application/json", body: '{"message":"Try later."}' }),
    )
    await form.getByRole("button", { name: forms.contact.submitLabel, exact: true }).click()
    // A fault's own words never reach the visitor: the edition's plain sentence does.
    await expect(form.getByRole("alert")).toHaveText(`${contactMessages.sendFailed} ${forms.serverErrorMessage}`)
    await form.getByRole("checkbox", consent).uncheck()
    await expect(form.getByRole("alert")).toHaveCount(0)
  })
})
