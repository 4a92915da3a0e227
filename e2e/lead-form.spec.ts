/**
 * The lead form in the quote popup and in the home hero, in Chromium against the built site: validation,
 * sending, success and failure (the endpoint's answers intercepted).
 */
import { expect, test } from "@playwright/test"
import { pauseClock } from "./support/fake-clock"
import { leadMessages, sendingLabel } from "./support/site-data"
import {
  optional,
  leadService,
  desktop,
  open,
  popup,
  holdEndpoint,
  fillLead,
  forms,
  home,
  navigation,
  labels,
} from "./support/form-steps"

test.describe("lead form in the popup", () => {
  test.use({ viewport: desktop })

  test("validation, Sending..., success for 5 s and a cleared form", async ({ page }) => {
    await page.clock.install()
    await open(page, "/about/")
    await page.getByRole("banner").getByRole("button", { name: navigation.quoteLabel, exact: true }).click()
    const dialog = popup(page)
    const submit = dialog.getByRole("button", { name: forms.lead.submitLabel, exact: true })
    await expect(dialog.getByLabel(labels.firstname)).toBeFocused()

    await submit.click()
    await expect(dialog.getByRole("alert")).toHaveText(leadMessages.firstnameRequired)
    await expect(dialog.getByLabel(labels.firstname)).toHaveAttribute("aria-invalid", "true")
    await dialog.getByLabel(labels.firstname).fill("Amira")
    await dialog.getByLabel(labels.lastname).fill("Haddad")
    await dialog.getByLabel(labels.email).fill("amira@example")
    await submit.click()
    await expect(dialog.getByRole("alert")).toHaveText(leadMessages.emailInvalid)
    await dialog.getByLabel(labels.email).fill("amira@example.com")
    await submit.click()
    await expect(dialog.getByRole("alert")).toHaveText(leadMessages.phoneRequired)
    await dialog.getByLabel(labels.phone).fill("  ")
    await submit.click()
    await expect(dialog.getByRole("alert")).toHaveText(leadMessages.phoneRequired)
    await expect(dialog.getByLabel(labels.phone)).toBeFocused()
    await expect(dialog.getByRole("alert")).toHaveCount(1)

    await fillLead(dialog)
    const held = await holdEndpoint(page)
    await submit.click()
    const sending = dialog.getByRole("button", { name: sendingLabel })
    await expect(sending).toBeDisabled()

    const request = await held.firstRequest
    expect(held.requests).toHaveLength(1)
    expect(request.method()).toBe("POST")
    expect(await request.headerValue("content-type")).toBe("application/x-www-form-urlencoded;charset=UTF-8")
    expect(await request.headerValue("idempotency-key")).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    )
    const body = new URLSearchParams(request.postData() ?? "")
    expect([...body.entries()]).toEqual([
      ["firstname", "Amira"],
      ["lastname", "Haddad"],
      ["email", "amira@example.com"],
      ["phone", "+971 50 123 4567"],
      ["service", leadService.value],
      ["message", "Two companies.\nPlease call after 3 pm."],
      ["submit", "submit"],
    ])

    // The 5 s of the success banner, timed on the fake clock alone.
    await pauseClock(page)
    held.release({ status: 200, body: '{"ok":true,"id":"x"}' })
    await expect(dialog.getByRole("status")).toHaveText(forms.lead.success)
    await expect(dialog.getByLabel(labels.firstname)).toHaveValue("")
    await expect(dialog.getByLabel(labels.service)).toHaveValue("")
    await expect(submit).toBeEnabled()
    await page.clock.runFor(4_000)
    await expect(dialog.getByRole("status")).toHaveText(forms.lead.success)
    await page.clock.runFor(1_100)
    await expect(dialog.getByRole("status")).toBeEmpty()
  })

  test("failure shows the server's message, keeps the data, clears on typing, retries with the same key", async ({
    page,
  }) => {
    await open(page, "/about/")
    await page.getByRole("banner").getByRole("button", { name: navigation.quoteLabel, exact: true }).click()
    const dialog = popup(page)
    await fillLead(dialog)
    const keys: (string | null)[] = []
    await page.route("**/send_email.php", async route => {
      keys.push(await route.request().headerValue("idempotency-key"))
      await route.fulfill({
        status: 500,
        contentType: "application/json",
        body: '{"message":"Storage is unavailable."}',
      })
    })
    const submit = dialog.getByRole("button", { name: forms.lead.submitLabel, exact: true })
    await submit.click()
    await expect(dialog.getByRole("alert")).toHaveText(`${leadMessages.sendFailed} ${forms.serverErrorMessage}`)
    await expect(dialog.getByLabel(labels.firstname)).toHaveValue("Amira")
    await expect(dialog.getByLabel(labels.service)).toHaveValue(leadService.value)

    await submit.click()
    await expect.poll(() => keys.length).toBe(2)
    await expect(dialog.getByRole("alert")).toHaveText(`${leadMessages.sendFailed} ${forms.serverErrorMessage}`)
    expect(keys[1]).toBe(keys[0])

    await dialog.getByLabel(labels.lastname).press("End")
    await dialog.getByLabel(labels.lastname).pressSequentially("s")
    await expect(dialog.getByRole("alert")).toHaveCount(0)
  })

  test("a network failure shows the edition's sentence, not the browser's error text", async ({ page }) => {
    await open(page, "/about/")
    await page.getByRole("banner").getByRole("button", { name: navigation.quoteLabel, exact: true }).click()
    const dialog = popup(page)
    await fillLead(dialog)
    await page.route("**/send_email.php", route => route.abort("connectionrefused"))
    await dialog.getByRole("button", { name: forms.lead.submitLabel, exact: true }).click()
    await expect(dialog.getByRole("alert")).toHaveText(`${leadMessages.sendFailed} ${forms.networkErrorMessage}`)
  })

  test("the spam trap is out of reach: Tab goes from the message to the button", async ({ page }) => {
    await open(page, "/about/")
    await page.getByRole("banner").getByRole("button", { name: navigation.quoteLabel, exact: true }).click()
    const dialog = popup(page)
    await dialog.getByLabel(optional(labels.message)).focus()
    await page.keyboard.press("Tab")
    await expect(dialog.getByRole("button", { name: forms.lead.submitLabel, exact: true })).toBeFocused()
    await expect(dialog.locator('input[name="contact_by_fax"]')).not.toBeInViewport()
  })
})

test.describe("lead form in the home hero", () => {
  test.use({ viewport: desktop })

  test("validates and sends from the hero panel", async ({ page }) => {
    await open(page, "/")
    const panel = page.getByRole("region", { name: home.hero.formHeading })
    await panel.getByRole("button", { name: forms.lead.submitLabel, exact: true }).click()
    await expect(panel.getByRole("alert")).toHaveText(leadMessages.firstnameRequired)
    await fillLead(panel)
    await page.route("**/send_email.php", route => route.fulfill({ status: 200, body: "" }))
    await panel.getByRole("button", { name: forms.lead.submitLabel, exact: true }).click()
    await expect(panel.getByRole("status")).toHaveText(forms.lead.success)
  })
})
