/**
 * The forms in Chromium against the built site and the real server: the quote popup
 * from every trigger and every way to close it, both forms through validation,
 * sending, success and failure (requests intercepted), lazy loading of the form code,
 * and one real submission per form read back from the SQLite file.
 */
import { expect, test, type Locator, type Page, type Request, type Route } from "@playwright/test"
import Database from "better-sqlite3"
import { join } from "node:path"
import { pauseClock } from "./support/fake-clock"
import { waitForHydration } from "./support/hydration"
import { contactMessages, content, leadMessages, sendingLabel, servicePath, uiText } from "./support/site-data"

const { blocks, forms, home, navigation, serviceOptions, services } = content
const { labels } = forms
/** The label of a field the form marks optional. */
const optional = (label: string) => `${label} ${labels.optional}`
/** The service options each form offers: the test picks one it can name. */
const leadService = serviceOptions.items.filter(option => option.inLeadForm)[1]
const [contactService, otherContactService] = serviceOptions.items.filter(option => option.inContactForm).slice(1, 3)
/** The consent checkbox, named by the start of its sentence. */
const consent = { name: `${forms.contact.privacyBefore} ${forms.contact.privacyLinkText}` }

const desktop = { width: 1280, height: 800 }
const phone = { width: 375, height: 812 }

/** Navigates and waits until React has hydrated the page. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await waitForHydration(page)
}

const popup = (page: Page) => page.getByRole("dialog", { name: forms.popup.heading })

type CloseWay = "backdrop" | "close button" | "Escape"

async function closePopup(page: Page, way: CloseWay): Promise<void> {
  if (way === "backdrop") await page.mouse.click(4, 4)
  else if (way === "close button")
    await popup(page).getByRole("button", { name: forms.popup.closeLabel, exact: true }).click()
  else await page.keyboard.press("Escape")
}

/** Opens the popup with the trigger, checks it, closes it each way and checks focus comes back. */
async function checkTrigger(page: Page, trigger: Locator, expectFocusBackOn: Locator = trigger): Promise<void> {
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

test.describe("quote popup triggers at 1280 px", () => {
  test.use({ viewport: desktop })

  test("header Get a quote and hero GET A FREE CONSULTATION", async ({ page }) => {
    await open(page, "/")
    await checkTrigger(page, page.getByRole("banner").getByRole("button", { name: navigation.quoteLabel, exact: true }))
    await checkTrigger(page, page.getByRole("button", { name: home.hero.ctaLabel }))
  })

  test("call-to-action Get a Quote", async ({ page }) => {
    await open(page, "/about/")
    await checkTrigger(page, page.getByRole("button", { name: blocks.cta.quoteLabel, exact: true }))
  })

  test("service detail REQUEST A QUOTE and CONTACT US NOW", async ({ page }) => {
    await open(page, servicePath(services.items[0]))
    await checkTrigger(page, page.getByRole("button", { name: blocks.serviceDetail.quoteLabel, exact: true }))
    await checkTrigger(page, page.getByRole("button", { name: blocks.serviceDetail.contactLabel, exact: true }))
  })

  test("the popup is modal: dimmed backdrop, Tab never reaches the page behind", async ({ page }) => {
    await open(page, "/about/")
    await page.getByRole("banner").getByRole("button", { name: navigation.quoteLabel, exact: true }).click()
    const dialog = popup(page)
    await expect(dialog.getByLabel(labels.firstname)).toBeFocused()
    const backdrop = await dialog.evaluate(element => getComputedStyle(element, "::backdrop").backgroundColor)
    expect(backdrop).toMatch(/rgba\(0, 0, 0, 0\.[1-9]/)
    // Tab cycles through the dialog; a modal <dialog> may also let focus out to the browser's
    // own toolbar (document.body here), but never to the page behind.
    for (const key of ["Tab", "Shift+Tab"]) {
      for (let step = 0; step < 15; step++) {
        await page.keyboard.press(key)
        const where = await dialog.evaluate(
          element => element.contains(document.activeElement) || document.activeElement === document.body,
        )
        expect(where, `${key} #${step + 1}`).toBe(true)
      }
    }
    // A click that starts in a field and ends on the backdrop (selecting text) does not close it.
    const box = await dialog.getByLabel(labels.firstname).boundingBox()
    if (!box) throw new Error("first name field has no box")
    await page.mouse.move(box.x + 5, box.y + 5)
    await page.mouse.down()
    await page.mouse.move(4, 4)
    await page.mouse.up()
    await expect(dialog).toBeVisible()
  })

  test("the popup keeps what was typed while closed", async ({ page }) => {
    await open(page, "/about/")
    const trigger = page.getByRole("banner").getByRole("button", { name: navigation.quoteLabel, exact: true })
    await trigger.click()
    await popup(page).getByLabel(labels.firstname).fill("Amira")
    await page.keyboard.press("Escape")
    await trigger.click()
    await expect(popup(page).getByLabel(labels.firstname)).toHaveValue("Amira")
  })
})

test.describe("quote popup trigger at 375 px", () => {
  test.use({ viewport: phone })

  test("mobile menu Get Started", async ({ page }) => {
    await open(page, "/")
    const menuButton = page.getByRole("button", { name: uiText.openMenu })
    for (const way of ["backdrop", "close button", "Escape"] as const) {
      await menuButton.click()
      await page.getByRole("button", { name: navigation.mobileCtaLabel, exact: true }).click()
      const dialog = popup(page)
      await expect(dialog).toBeVisible()
      await expect(dialog.getByLabel(labels.firstname)).toBeFocused()
      await closePopup(page, way)
      await expect(dialog, `closed by ${way}`).toBeHidden()
      // The menu closed when its Get Started was chosen, so focus goes back to the menu button.
      await expect(menuButton, `focus back after ${way}`).toBeFocused()
    }
  })
})

test.describe("lazy form code", () => {
  /** Formik and Yup markers that survive minification. */
  const FORM_CODE = /is a required field|FormikContext/

  async function scriptsWithFormCode(page: Page, scripts: Promise<string>[]): Promise<number> {
    const bodies = await Promise.all(scripts)
    return bodies.filter(body => FORM_CODE.test(body)).length
  }

  function collectScripts(page: Page): Promise<string>[] {
    const scripts: Promise<string>[] = []
    page.on("response", response => {
      if (response.request().resourceType() === "script") scripts.push(response.text().catch(() => ""))
    })
    return scripts
  }

  test("a page without a visible form loads Formik and Yup only when the popup first opens", async ({ page }) => {
    await page.setViewportSize(desktop)
    const scripts = collectScripts(page)
    await open(page, "/about/")
    await page.waitForLoadState("networkidle")
    expect(await scriptsWithFormCode(page, scripts)).toBe(0)
    await page.getByRole("banner").getByRole("button", { name: navigation.quoteLabel, exact: true }).click()
    await expect(popup(page).getByLabel(labels.firstname)).toBeVisible()
    expect(await scriptsWithFormCode(page, scripts)).toBeGreaterThan(0)
  })

  test("the home page on a phone never loads the hero form's code", async ({ page }) => {
    await page.setViewportSize(phone)
    const scripts = collectScripts(page)
    await open(page, "/")
    await page.waitForLoadState("networkidle")
    expect(await scriptsWithFormCode(page, scripts)).toBe(0)
    await expect(page.getByLabel(labels.firstname)).toHaveCount(0)
  })

  test("the home page from 768 px shows the hero form without moving the layout", async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 1024 })
    // Hold the form's code back until the placeholder has been measured.
    let releaseFormCode: () => void = () => undefined
    const formCodeHeld = new Promise<void>(resolve => (releaseFormCode = resolve))
    await page.route("**/*.js", async route => {
      const response = await route.fetch()
      const body = await response.text()
      if (FORM_CODE.test(body)) await formCodeHeld
      await route.fulfill({ response, body })
    })
    await open(page, "/")
    const panel = page.getByRole("region", { name: home.hero.formHeading })
    await expect(panel.getByLabel(labels.firstname)).toHaveCount(0)
    const placeholder = await panel.boundingBox()
    releaseFormCode()
    await expect(panel.getByLabel(labels.firstname)).toBeVisible()
    const loaded = await panel.boundingBox()
    expect(placeholder?.height).toBeGreaterThan(300)
    expect(Math.abs((loaded?.height ?? 0) - (placeholder?.height ?? 0))).toBeLessThanOrEqual(1)
  })
})

/** Holds the next POST /send_email.php until released, then answers as told. */
async function holdEndpoint(page: Page) {
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

const lead = {
  firstname: "Amira",
  lastname: "Haddad",
  email: "amira@example.com",
  phone: "+971 50 123 4567",
}

async function fillLead(form: Locator, values = lead) {
  await form.getByLabel(labels.firstname).fill(values.firstname)
  await form.getByLabel(labels.lastname).fill(values.lastname)
  await form.getByLabel(labels.email).fill(values.email)
  await form.getByLabel(labels.phone).fill(values.phone)
  await form.getByLabel(labels.service).selectOption({ label: leadService.label })
  await form.getByLabel(optional(labels.message)).fill("Two companies.\nPlease call after 3 pm.")
}

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

const contact = {
  firstname: "Omar",
  lastname: "Saleh",
  email: "omar@example.com",
  message: "I would like to open a bank account.",
}

async function fillContact(form: Locator, values = contact) {
  await form.getByLabel(labels.firstname).fill(values.firstname)
  await form.getByLabel(labels.lastname).fill(values.lastname)
  await form.getByLabel(labels.email).fill(values.email)
  await form.getByLabel(labels.message).fill(values.message)
  await form.getByRole("checkbox", consent).check()
}

test.describe("contact form", () => {
  test.use({ viewport: desktop })
  const contactForm = (page: Page) => page.getByRole("main").locator("form")

  test("validation in the spec's order, Sending..., banner for 5 s and cleared fields", async ({ page }) => {
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

  test("failure banner with the server's message, values kept, any edit clears it", async ({ page }) => {
    await open(page, "/contact/")
    const form = contactForm(page)
    await fillContact(form)
    await page.route("**/send_email.php", route =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"Storage is unavailable."}' }),
    )
    await form.getByRole("button", { name: forms.contact.submitLabel, exact: true }).click()
    await expect(form.getByRole("alert")).toHaveText(`${contactMessages.sendFailed} Storage is unavailable.`)
    await expect(form.getByLabel(labels.message)).toHaveValue(contact.message)
    await expect(form.getByRole("checkbox", consent)).toBeChecked()
    await form.getByLabel(optional(labels.service)).selectOption({ label: otherContactService.label })
    await expect(form.getByRole("alert")).toHaveCount(0)
  })
})

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
    await expect(form.getByRole("alert")).toHaveText(`${contactMessages.sendFailed} Try later.`)
    await form.getByRole("checkbox", consent).uncheck()
    await expect(form.getByRole("alert")).toHaveCount(0)
  })
})

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
