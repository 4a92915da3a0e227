/**
 * The staff inbox on a phone (375 px, touch), against the real server: the leads as cards, the
 * filters behind one button, no sideways scrolling at any phone width, the lead page's call,
 * WhatsApp and e-mail links, Arabic read right to left, and visitor values isolated so a bidi
 * override in one cannot reorder the text around it.
 *
 * The leads are stored straight through the storage layer, as an old lead (stored before the
 * receiver stripped bidi controls) would be, so the page is tested with whatever a row may hold.
 * That is a second process writing the server's SQLite file, so it is done once, before any page
 * is opened, and the tests run one after another: the server's SQLite transactions that read and
 * then write (viewing a lead writes its audit entry) give up at once when another process has
 * written in between.
 *
 * The tests share one page, signed in once: each opens what it looks at from there.
 */
import { expect, test, type Locator, type Page } from "@playwright/test"
import { randomBytes } from "node:crypto"
import { allServiceOptions } from "../shared/forms/form-edition-files"
import { KIND_LABELS, LANGUAGE_LABELS, STATUS_LABELS } from "../src/staff/labels"
import type { NewLead } from "../server/storage/lead"
import { openStorage } from "../server/storage/open-storage"
import { expectNoAxeViolations } from "./support/quality-page"
import { addStaffAccount, type StaffAccount } from "./support/staff-account"

const TIME_ZONE = "Asia/Dubai"
const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, timezoneId: TIME_ZONE }

/** What the cards show as "received": the staff app's format, in the phone's time zone. */
const received = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: TIME_ZONE })

/** Lower-case letters, a word no other test's lead holds, so a search finds only this test's leads. */
const uniqueWord = () => "zq" + [...randomBytes(8)].map(byte => String.fromCharCode(97 + (byte % 26))).join("")

type Seed = Partial<NewLead["fields"]> & Pick<NewLead, "kind"> & Partial<Pick<NewLead, "language" | "origin">>

/** Stores leads through the storage layer the server uses (same DATA_DIR), bypassing the receiver's checks. */
type StoredRef = { id: string; createdAt: string }

async function storeLeads(seeds: Seed[]): Promise<StoredRef[]> {
  const dataDir = process.env.E2E_DATA_DIR
  if (!dataDir) throw new Error("E2E_DATA_DIR is set by playwright.config.ts")
  const storage = await openStorage({ dataDir, databaseUrl: null })
  try {
    const stored: StoredRef[] = []
    for (const { kind, language, origin, ...fields } of seeds) {
      const { id } = await storage.leads.insert({
        kind,
        status: "new",
        language,
        origin,
        fields: { firstname: "", lastname: "", email: "", phone: "", service: "", message: "", privacy: "", ...fields },
        ip: null,
        userAgent: null,
        idempotencyKey: null,
      })
      const lead = await storage.leads.get(id)
      if (!lead) throw new Error(`lead ${id} was not stored`)
      stored.push({ id, createdAt: lead.createdAt })
    }
    return stored
  } finally {
    await storage.close()
  }
}

async function signIn(page: Page, account: StaffAccount) {
  await page.goto("/staff/")
  await page.getByLabel("Email").fill(account.email)
  await page.getByLabel("Password").fill(account.password)
  await page.getByRole("button", { name: "Sign in" }).click()
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible()
}

async function search(page: Page, words: string) {
  await page.getByRole("searchbox", { name: "Search" }).fill(words)
  await page.getByRole("button", { name: "Search", exact: true }).click()
}

/**
 * Everything that sticks out sideways at the current width: the document wider than the
 * viewport, any element reaching past either edge, any element that scrolls sideways itself.
 */
async function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement
    const width = root.clientWidth
    const name = (element: Element) =>
      `<${element.tagName.toLowerCase()} class="${element.getAttribute("class") ?? ""}"> "${(element.textContent ?? "").trim().slice(0, 40)}"`
    const found: string[] = []
    if (root.scrollWidth > width) found.push(`the document is ${root.scrollWidth} px wide in ${width} px`)
    for (const element of document.body.querySelectorAll("*")) {
      if (!element.checkVisibility()) continue
      const box = element.getBoundingClientRect()
      if (box.width === 0 && box.height === 0) continue
      if (box.left < -0.5 || box.right > width + 0.5)
        found.push(`${name(element)} spans ${Math.round(box.left)}–${Math.round(box.right)} px of ${width}`)
      if (element.scrollWidth > element.clientWidth + 1 && /auto|scroll/.test(getComputedStyle(element).overflowX))
        found.push(`${name(element)} scrolls sideways (${element.scrollWidth} px in ${element.clientWidth})`)
    }
    return found
  })
}

async function expectNoSidewaysScroll(page: Page, view: string) {
  for (const width of [320, 375, 390, 640]) {
    await page.setViewportSize({ width, height: 740 })
    // The layout for the new width is in place once the page is as wide as the viewport.
    await expect.poll(() => page.evaluate(() => document.documentElement.clientWidth)).toBe(width)
    expect(await sidewaysOverflow(page), `${view} at ${width} px`).toEqual([])
  }
  await page.setViewportSize({ width: 375, height: 740 })
}

/** The box of the first occurrence of `text` inside the element, as laid out on screen. */
async function textBox(element: Locator, text: string) {
  return element.evaluate((root, text) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(text) ?? -1
      if (at < 0) continue
      const range = document.createRange()
      range.setStart(node, at)
      range.setEnd(node, at + text.length)
      const { left, right, top } = range.getBoundingClientRect()
      return { left, right, top }
    }
    throw new Error(`"${text}" is not in the element`)
  }, text)
}

const services = allServiceOptions.filter(option => option.value)
const RLO = "\u202e"

/** Two leads the inbox test finds by a word of their messages. */
const inboxWord = uniqueWord()
const english = {
  kind: "lead" as const,
  language: "en" as const,
  firstname: "Amira",
  lastname: "Haddad",
  email: "amira@corp.example",
  phone: "050 123 4567",
  service: services[0].value,
  message: `Two companies, ${inboxWord}.`,
}
const arabic = {
  kind: "contact" as const,
  language: "ar" as const,
  firstname: "ليلى",
  lastname: "الحسيني",
  email: "layla@corp.example",
  phone: "",
  service: services[services.length - 1].value,
  message: `نرغب في فتح حساب بنكي ${inboxWord}`,
  privacy: "on",
}

/** An Arabic contact message with a number in 00 form, for the lead page. */
const leadWord = uniqueWord()
const arabicWithPhone = {
  kind: "contact" as const,
  language: "ar" as const,
  firstname: "ليلى",
  lastname: leadWord,
  email: `layla.${leadWord}@corp.example`,
  phone: "00971 55 765 4321",
  service: services[1].value,
  message: `نرغب في فتح حساب بنكي لشركتنا ${leadWord}\nشكراً`,
  privacy: "on",
}

/** Every visitor value holding a right-to-left override (U+202E), as an old lead could. */
const overrideWord = uniqueWord()
const overridden = {
  kind: "lead" as const,
  language: "en" as const,
  firstname: `${RLO}Mira`,
  // Short enough that the name never wraps on a phone: the order is measured on one line.
  lastname: "Kassab",
  email: `mira${RLO}@corp.example`,
  phone: `${RLO}050 123 4567`,
  service: services[0].value,
  message: `${RLO}Please call ${overrideWord}`,
  origin: {
    sourcePage: `/contact/${RLO}`,
    landingPage: `/?utm_source=news&utm_campaign=${RLO}autumn`,
    referrer: `https://${RLO}example.org/`,
  },
}

test.describe.configure({ mode: "serial" })

let page: Page
let englishLead: StoredRef, arabicLead: StoredRef, phoneLead: StoredRef, overriddenLead: StoredRef
test.beforeAll(async ({ browser }, workerInfo) => {
  const account = addStaffAccount("phone")
  ;[englishLead, arabicLead, phoneLead, overriddenLead] = await storeLeads([
    english,
    arabic,
    arabicWithPhone,
    overridden,
  ])
  page = await (await browser.newContext({ ...PHONE, baseURL: workerInfo.project.use.baseURL })).newPage()
  await signIn(page, account)
})

test.afterAll(async () => {
  await page?.context().close()
})

test("the inbox on a phone: a card per lead, filters behind one button, nothing to scroll sideways", async () => {
  await page.goto("/staff/")
  await search(page, inboxWord)

  const cards = page.getByRole("list", { name: "Leads" }).getByRole("listitem")
  await expect(cards).toHaveCount(2)
  await expect(page.getByRole("table")).toBeHidden()
  for (const [lead, stored] of [
    [english, englishLead],
    [arabic, arabicLead],
  ] as const) {
    const card = cards.filter({ hasText: lead.lastname })
    await expect(card).toContainText(`${lead.firstname} ${lead.lastname}`)
    await expect(card).toContainText(services.find(option => option.value === lead.service)!.label)
    await expect(card).toContainText(KIND_LABELS[lead.kind])
    await expect(card).toContainText(LANGUAGE_LABELS[lead.language])
    await expect(card).toContainText(STATUS_LABELS.new)
    const time = card.locator("time")
    await expect(time).toHaveAttribute("datetime", stored.createdAt)
    await expect(time).toHaveText(received.format(new Date(stored.createdAt)))
    // The whole card is one link, far above the 24 × 24 px of WCAG 2.5.8.
    const links = card.getByRole("link")
    await expect(links).toHaveCount(1)
    const [cardBox, linkBox] = [await card.boundingBox(), await links.boundingBox()]
    expect(linkBox).toEqual(cardBox)
    expect(linkBox!.height).toBeGreaterThanOrEqual(44)
    expect(linkBox!.width).toBeGreaterThan(300)
  }

  // The filters are folded: one button that says how many are on and controls the panel.
  const toggle = page.getByRole("button", { name: /^Filters/ })
  await expect(toggle).toHaveText("Filters")
  await expect(toggle).toHaveAttribute("aria-expanded", "false")
  const panel = page.locator(`#${await toggle.getAttribute("aria-controls")}`)
  await expect(panel.getByRole("combobox", { name: "Status" })).toBeHidden()
  await expectNoSidewaysScroll(page, "the inbox, filters folded")
  await expectNoAxeViolations(page, "the inbox at 375 px, filters folded")

  await toggle.click()
  await expect(toggle).toHaveAttribute("aria-expanded", "true")
  await expect(panel.getByRole("combobox", { name: "Status" })).toBeVisible()
  await expect(panel.getByLabel("From")).toBeVisible()
  await panel.getByRole("combobox", { name: "Language" }).selectOption({ label: LANGUAGE_LABELS.ar })
  await expect(toggle).toHaveText("Filters (1)")
  await expect(cards).toHaveCount(1)
  await panel.getByRole("combobox", { name: "Kind" }).selectOption({ label: KIND_LABELS.contact })
  await expect(toggle).toHaveText("Filters (2)")
  await expect(cards).toHaveCount(1)
  await expect(cards).toContainText(arabic.lastname)
  await expectNoSidewaysScroll(page, "the inbox, filters open")
  await expectNoAxeViolations(page, "the inbox at 375 px, filters open")
  await panel.getByRole("combobox", { name: "Language" }).selectOption({ label: "Both languages" })
  await panel.getByRole("combobox", { name: "Kind" }).selectOption({ label: "Both kinds" })
  await expect(toggle).toHaveText("Filters")
  await expect(cards).toHaveCount(2)

  // A tap anywhere on a card opens its lead, here on its last line's far corner.
  const englishCard = cards.filter({ hasText: english.lastname }).getByRole("link")
  const box = (await englishCard.boundingBox())!
  await englishCard.tap({ position: { x: box.width - 4, y: box.height - 4 } })
  await expect(page).toHaveURL(new RegExp(`/staff/leads/${englishLead.id}$`))
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${english.firstname} ${english.lastname}`)

  // And from the keyboard: the card after "Export CSV" in the Tab order, opened with Enter.
  await page.goBack()
  await expect(cards).toHaveCount(2)
  await page.getByRole("link", { name: "Export CSV" }).focus()
  await page.keyboard.press("Tab")
  const first = cards.first().getByRole("link")
  await expect(first).toBeFocused()
  await page.keyboard.press("Enter")
  await expect(page).toHaveURL(/\/staff\/leads\/[^/]+$/)
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
})

test("the lead page on a phone: one tap to call, chat or write, Arabic right to left", async () => {
  const lead = arabicWithPhone
  await page.goto(`/staff/leads/${phoneLead.id}`)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${lead.firstname} ${lead.lastname}`)

  const reply = page.getByRole("region", { name: "Reply" })
  const call = reply.getByRole("link", { name: `Call ${lead.phone}` })
  const whatsapp = reply.getByRole("link", { name: "WhatsApp" })
  const email = reply.getByRole("link", { name: `E-mail ${lead.email}` })
  await expect(call).toHaveAttribute("href", "tel:+971557654321")
  await expect(whatsapp).toHaveAttribute("href", "https://wa.me/971557654321")
  await expect(email).toHaveAttribute(
    "href",
    `mailto:${lead.email}?subject=${encodeURIComponent(`Your message: ${services[1].label}`)}`,
  )
  const replyWidth = (await reply.boundingBox())!.width
  for (const link of [call, whatsapp, email]) {
    const box = (await link.boundingBox())!
    expect(box.height).toBeGreaterThanOrEqual(44)
    expect(box.width).toBeGreaterThan(replyWidth / 2)
  }

  const message = page.getByTestId("lead-message")
  await expect(message).toHaveText(lead.message)
  await expect(message).toHaveAttribute("dir", "auto")
  expect(await message.evaluate(element => getComputedStyle(element).direction)).toBe("rtl")

  await expectNoSidewaysScroll(page, "the lead page")
  await expectNoAxeViolations(page, "the lead page at 375 px")
})

test("a bidi override stored in a lead reorders nothing around it, in the card or on the lead page", async () => {
  const lead = overridden
  await page.goto("/staff/")
  await search(page, overrideWord)

  // In the card, the status follows the name, whatever the name holds.
  const card = page.getByRole("list", { name: "Leads" }).getByRole("listitem")
  await expect(card).toHaveCount(1)
  const name = await textBox(card, lead.lastname)
  const status = (await card.getByText(STATUS_LABELS.new, { exact: true }).boundingBox())!
  expect(status.x).toBeGreaterThanOrEqual(name.right)

  // On the lead page, the last name still follows the first.
  await card.getByRole("link").tap()
  await expect(page).toHaveURL(new RegExp(`/staff/leads/${overriddenLead.id}$`))
  const heading = page.getByRole("heading", { level: 1 })
  await expect(heading).toContainText(lead.lastname)
  const [first, last] = [await textBox(heading, "Mira"), await textBox(heading, lead.lastname)]
  expect(last.top).toBeCloseTo(first.top, 0)
  expect(last.left).toBeGreaterThanOrEqual(first.right)

  // Every value the visitor's browser sent sits in its own isolate; e-mail and phone left to right.
  const details = page.getByRole("region", { name: "Details" })
  const origin = page.getByRole("region", { name: "Where it came from" })
  const isolated: [Locator, string, string][] = [
    [details, lead.firstname, "auto"],
    [details, lead.lastname, "auto"],
    [details, lead.email, "ltr"],
    [details, lead.phone, "ltr"],
    [details, lead.message, "auto"],
    [origin, lead.origin.sourcePage, "auto"],
    [origin, lead.origin.landingPage, "auto"],
    [origin, `${RLO}autumn`, "auto"],
    [origin, lead.origin.referrer, "auto"],
  ]
  for (const [section, value, dir] of isolated)
    await expect(section.getByText(value, { exact: true }), value).toHaveAttribute("dir", dir)
  const call = page.getByRole("region", { name: "Reply" }).getByRole("link", { name: /^Call/ })
  await expect(call).toHaveAttribute("href", "tel:+971501234567")
  await expect(call.locator("bdi")).toHaveAttribute("dir", "ltr")
})
