/**
 * The staff inbox in Chromium against the real server: sign in, find a lead sent through the real
 * contact form, filter, search, change its status, add a note, export the CSV, delete it and sign
 * out; plus the security promises (no session, no access; cookie flags; CSP without inline
 * script; visitor text stays text; sign-out ends the session; two-step sign-in).
 */
import { expect, test, type Page } from "@playwright/test"
import { randomBytes } from "node:crypto"
import { readFileSync } from "node:fs"
import { Secret, TOTP } from "otpauth"
import { waitForHydration } from "./support/hydration"
import { contactMessages, content } from "./support/site-data"
import { addStaffAccount, type StaffAccount } from "./support/staff-account"

test.use({ viewport: { width: 1280, height: 900 } })

/** Letters only, so the form accepts it as a name, and unique in the shared database. */
const uniqueName = () => "Zz" + [...randomBytes(8)].map(byte => String.fromCharCode(97 + (byte % 26))).join("")

async function signIn(page: Page, account: StaffAccount, code?: () => string) {
  await page.goto("/staff/")
  await page.getByLabel("Email").fill(account.email)
  await page.getByLabel("Password").fill(account.password)
  await page.getByRole("button", { name: "Sign in" }).click()
  if (code) {
    await page.getByLabel("Authenticator code").fill(code())
    await page.getByRole("button", { name: "Sign in" }).click()
  }
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible()
}

const { forms } = content
const { labels } = forms

async function sendContactMessage(page: Page, lastname: string, message: string) {
  await page.goto("/contact/")
  await waitForHydration(page)
  const form = page.getByRole("main").locator("form")
  await form.getByLabel(labels.firstname).fill("<b>Omar</b>")
  await form.getByLabel(labels.lastname).fill(lastname)
  await form.getByLabel(labels.email).fill(`${lastname.toLowerCase()}@example.org`)
  await form.getByLabel(`${labels.phone} ${labels.optional}`).fill("050 123 4567")
  await form.getByLabel(`${labels.service} ${labels.optional}`).selectOption({ index: 3 })
  await form.getByLabel(labels.message).fill(message)
  await form.getByRole("checkbox", { name: `${forms.contact.privacyBefore} ${forms.contact.privacyLinkText}` }).check()
  await form.getByRole("button", { name: forms.contact.submitLabel, exact: true }).click()
  await expect(form.getByRole("status")).toHaveText(contactMessages.sent)
}

const XSS_MESSAGE = `Hello <img src=x onerror="window.__xss=1"> <script>window.__xss=2</script>\nSecond line`

test("a lead from the contact form, worked from sign-in to deletion", async ({ page, context }) => {
  const account = addStaffAccount("inbox")
  const lastname = uniqueName()
  await page.goto("/?utm_source=newsletter&utm_campaign=autumn")
  await sendContactMessage(page, lastname, XSS_MESSAGE)

  await signIn(page, account)
  const cookies = await context.cookies()
  expect(cookies.find(cookie => cookie.name === "staff_session")).toMatchObject({ httpOnly: true, sameSite: "Strict" })
  await expect(page).toHaveTitle(/^\(\d+ new\) Inbox · Staff$/)

  // Search, then filters.
  await page.getByLabel("Search").fill(lastname)
  await page.getByRole("button", { name: "Search" }).click()
  const row = page.getByRole("row").filter({ hasText: lastname })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText("Contact message")
  await expect(row).toContainText("<b>Omar</b>")
  await page.getByLabel("Kind").selectOption({ label: "Quote request" })
  await expect(page.getByText("0 leads")).toBeVisible()
  await page.getByLabel("Kind").selectOption({ label: "Contact message" })
  await page.getByRole("combobox", { name: "Status" }).selectOption({ label: "New" })
  await expect(row).toHaveCount(1)
  const today = new Date()
  const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, "0")}-${String(today.getDate()).padStart(2, "0")}`
  await page.getByLabel("From").fill(day)
  await page.getByLabel("To").fill(day)
  await expect(row).toHaveCount(1)

  // The lead page: visitor text as text, where it came from, status and a note.
  await row.getByRole("link").click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`<b>Omar</b> ${lastname}`)
  await expect(page.getByTestId("lead-message")).toHaveText(XSS_MESSAGE)
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined()
  await expect(page.locator("main img, main b, main script")).toHaveCount(0)
  await expect(page.getByText("/?utm_source=newsletter&utm_campaign=autumn")).toBeVisible()
  await expect(page.getByText("/contact/", { exact: true })).toBeVisible()
  await expect(page.getByRole("link", { name: /^E-mail / })).toHaveAttribute(
    "href",
    new RegExp(`^mailto:${lastname.toLowerCase()}@example\\.org\\?subject=Your%20message`),
  )
  await expect(page.getByRole("link", { name: "WhatsApp" })).toHaveAttribute("href", "https://wa.me/971501234567")
  await expect(page.getByRole("link", { name: "Call 050 123 4567" })).toHaveAttribute("href", "tel:+971501234567")
  await expect(page.getByTestId("mail-state")).toHaveText("Pending")

  await page.getByRole("combobox", { name: "Status" }).selectOption({ label: "In progress" })
  await expect(page.getByRole("status")).toHaveText("Status set to In progress.")
  await page.getByRole("textbox", { name: "Note" }).fill("Called back, <i>sending forms</i>")
  await page.getByRole("button", { name: "Add note" }).click()
  const history = page.getByRole("list", { name: "History" })
  await expect(history.getByRole("listitem")).toHaveCount(2)
  await expect(history).toContainText(`${account.email}: status New → In progress`)
  await expect(history).toContainText("Called back, <i>sending forms</i>")
  await expect(page.getByRole("button", { name: "Send again" })).toBeVisible()

  // Back in the inbox the status shows; the CSV of the filter holds the lead.
  await page.getByRole("link", { name: "Back to the inbox" }).click()
  await page.getByRole("combobox", { name: "Status" }).selectOption({ label: "In progress" })
  await page.getByLabel("Search").fill(lastname)
  await page.getByRole("button", { name: "Search" }).click()
  await expect(row).toContainText("In progress")
  const downloadPromise = page.waitForEvent("download")
  await page.getByRole("link", { name: "Export CSV" }).click()
  const download = await downloadPromise
  const csv = readFileSync((await download.path())!, "utf8")
  expect(csv.charCodeAt(0)).toBe(0xfeff)
  const lines = csv.slice(1).trimEnd().split("\r\n")
  expect(lines).toHaveLength(2)
  expect(lines[1]).toContain(`"<b>Omar</b>","${lastname}",`)
  expect(lines[1]).toContain(`"in_progress"`)
  expect(lines[1]).toContain("/?utm_source=newsletter&utm_campaign=autumn")

  // Delete, with a confirmation.
  await row.getByRole("link").click()
  await page.getByRole("button", { name: "Delete", exact: true }).click()
  await expect(page.getByRole("alertdialog")).toContainText("Delete this lead for good? This cannot be undone.")
  await page.getByRole("button", { name: "Yes, delete" }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inbox")
  await page.getByLabel("Search").fill(lastname)
  await page.getByRole("button", { name: "Search" }).click()
  await expect(page.getByText("No leads match.")).toBeVisible()

  // The audit log has it all, and sign-out ends the session.
  await page.getByRole("link", { name: "Audit log" }).click()
  const audit = page.getByRole("table")
  for (const action of ["sign-in", "status", "note", "export", "delete"])
    await expect(audit.getByRole("cell", { name: action, exact: true }).first()).toBeVisible()
  await page.getByRole("button", { name: "Sign out" }).click()
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible()
  await expect(page).toHaveTitle("Sign in · Staff")
})

/** Arabic letters only, so the form accepts it as a name, and unique in the shared database. */
const uniqueArabicName = () => [...randomBytes(8)].map(byte => String.fromCharCode(0x0628 + (byte % 18))).join("")

test("a lead from the Arabic edition: listed as Arabic, found by its language and an Arabic word, read right to left", async ({
  page,
}) => {
  const account = addStaffAccount("arabic")
  const lastname = uniqueArabicName()
  const message = `${uniqueArabicName()} نرغب في فتح حساب بنكي لشركتنا`
  // Sent as the Arabic contact page's form sends it: the server takes the edition from that page.
  await page.goto("/contact/")
  const status = await page.evaluate(
    async ({ lastname, message }) =>
      (
        await fetch("/send_email.php", {
          method: "POST",
          referrer: "/ar/contact/",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({
            firstname: "ليلى",
            lastname,
            email: "layla@example.org",
            phone: "",
            service: "",
            message,
            privacy: "on",
          }).toString(),
        })
      ).status,
    { lastname, message },
  )
  expect(status).toBe(200)

  await signIn(page, account)
  await page.getByLabel("Search").fill(lastname)
  await page.getByRole("button", { name: "Search" }).click()
  const row = page.getByRole("row").filter({ hasText: lastname })
  await expect(row).toHaveCount(1)
  await expect(row.getByRole("cell", { name: "Arabic", exact: true })).toBeVisible()
  await page.getByLabel("Language").selectOption({ label: "English" })
  await expect(page.getByText("0 leads")).toBeVisible()
  await page.getByLabel("Language").selectOption({ label: "Arabic" })
  await expect(row).toHaveCount(1)
  // A word of the message finds it too, within the Arabic leads.
  await page.getByLabel("Search").fill(message.split(" ")[0])
  await page.getByRole("button", { name: "Search" }).click()
  await expect(row).toHaveCount(1)

  await row.getByRole("link").click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`ليلى ${lastname}`)
  await expect(page.getByText(/from the Arabic site/)).toBeVisible()
  const text = page.getByTestId("lead-message")
  await expect(text).toHaveText(message)
  expect(await text.evaluate(element => getComputedStyle(element).direction)).toBe("rtl")
})

test("without a session the API answers 401, and a signed-out cookie is worth nothing", async ({ page, context }) => {
  for (const path of ["leads", "leads.csv", "audit", "session", "leads/01JABCDEFGHJKMNPQRSTVWXYZ0"]) {
    const response = await page.request.get(`/staff/api/${path}`)
    expect(response.status(), path).toBe(401)
  }
  const account = addStaffAccount("signout")
  await signIn(page, account)
  const session = (await context.cookies()).find(cookie => cookie.name === "staff_session")!
  expect((await page.request.get("/staff/api/leads")).status()).toBe(200)
  await page.getByRole("button", { name: "Sign out" }).click()
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible()
  const replayed = await page.request.get("/staff/api/leads", {
    headers: { cookie: `staff_session=${session.value}` },
  })
  expect(replayed.status()).toBe(401)
})

test("staff pages: no index, no cache, a CSP without inline script, no third-party request", async ({ page }) => {
  const foreign: string[] = []
  page.on("request", request => {
    if (!request.url().startsWith("http://127.0.0.1")) foreign.push(request.url())
  })
  const response = await page.goto("/staff/")
  const headers = response!.headers()
  expect(headers["cache-control"]).toBe("no-store")
  expect(headers["x-robots-tag"]).toBe("noindex, nofollow")
  expect(headers["content-security-policy"]).toContain("script-src 'self';")
  expect(headers["content-security-policy"]).not.toContain("unsafe-inline")
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible()
  expect(await page.locator("script:not([src])").count()).toBe(0)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow")
  expect(foreign).toEqual([])
  const robots = await (await page.request.get("/robots.txt")).text()
  expect(robots).toContain("Disallow: /staff/")
  const sitemap = await (await page.request.get("/sitemap-0.xml")).text()
  expect(sitemap).not.toContain("/staff")
})

test("a wrong password and an unknown e-mail get the same message", async ({ page }) => {
  const account = addStaffAccount("wrong")
  await page.goto("/staff/")
  await page.getByLabel("Email").fill(account.email)
  await page.getByLabel("Password").fill("not the password at all")
  await page.getByRole("button", { name: "Sign in" }).click()
  await expect(page.getByRole("alert")).toHaveText("The e-mail or password is not right.")
  await page.getByLabel("Email").fill("nobody-here@example.com")
  await page.getByRole("button", { name: "Sign in" }).click()
  await expect(page.getByRole("alert")).toHaveText("The e-mail or password is not right.")
})

test("two-step sign-in: enrolled with the QR code's key, then asked for at sign-in", async ({ page }) => {
  const account = addStaffAccount("totp")
  await signIn(page, account)
  await page.getByRole("link", { name: "Account" }).click()
  await page.getByRole("button", { name: "Turn on two-step sign-in" }).click()
  await expect(page.getByRole("img", { name: "QR code for the authenticator app" })).toBeVisible()
  const secret = (await page.getByTestId("totp-secret").textContent())!
  const authenticator = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" })
  const twoStep = page.getByRole("region", { name: "Two-step sign-in" })
  await twoStep.getByLabel("Code from the app").fill(authenticator.generate())
  await twoStep.getByLabel("Current password").fill(account.password)
  await twoStep.getByRole("button", { name: "Confirm" }).click()
  await expect(page.getByRole("status")).toHaveText("Two-step sign-in is on.")
  await page.getByRole("button", { name: "Sign out" }).click()

  // The code just used is spent: sign in with the next one.
  await signIn(page, account, () => authenticator.generate({ timestamp: Date.now() + 30_000 }))
  await expect(page.getByTestId("new-count")).toBeVisible()
})

test("the account page asks for the current password before a new one, and says when it is wrong", async ({ page }) => {
  const account = addStaffAccount("password")
  await signIn(page, account)
  await expect(page.getByTestId("sign-in-notice")).toHaveText(/^No refused sign-in attempts on this account/)
  await page.getByRole("link", { name: "Account" }).click()
  const form = page.getByRole("region", { name: "Password" })
  const newPassword = `${account.password} renewed`
  await form.getByLabel("Current password").fill("not my password at all")
  await form.getByLabel("New password (at least 12 characters)").fill(newPassword)
  await form.getByLabel("New password again").fill(newPassword)
  await form.getByRole("button", { name: "Change password" }).click()
  await expect(form.getByRole("alert")).toHaveText("The current password is not right.")

  await form.getByLabel("Current password").fill(account.password)
  await form.getByRole("button", { name: "Change password" }).click()
  await expect(form.getByRole("status")).toHaveText(
    "Password changed. Every other session of this account was signed out.",
  )
  await page.getByRole("button", { name: "Sign out" }).click()
  await signIn(page, { ...account, password: newPassword })
})

test("an editor's account opens its own settings and the web editor, and none of the leads, whatever address it goes to", async ({
  page,
}) => {
  await signIn(page, addStaffAccount("editor", "editor"))
  const nav = page.getByRole("navigation", { name: "Staff" })
  await expect(nav.getByRole("link")).toHaveText(["Content history", "Account", "Web editor"])
  await expect(nav.getByRole("link", { name: "Web editor" })).toHaveAttribute("href", "/admin/")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("No access to the leads")
  await expect(page).toHaveTitle("No access to the leads · Staff")
  await page.goto("/staff/audit")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("No access to the leads")
  await expect(page.getByRole("table")).toHaveCount(0)
  await page.getByRole("link", { name: "Your account" }).click()
  await expect(page.getByTestId("account-role")).toHaveText("Editor: the site's content")
})
