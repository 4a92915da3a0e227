/**
 * The Arabic edition as a native reader expects it, and the same care in English: badges and
 * names in the page's language, a copyright line whose trade name keeps its order at every
 * width, Arabic commas, prices in the edition's way of writing them, errors a visitor
 * understands, phones that can be called, and the language switch in sight on a phone. Every
 * expected text is read from data/ through the edition (site-data.ts).
 */
import { expect, test, type Locator, type Page, type Route } from "@playwright/test"
import Database from "better-sqlite3"
import { randomBytes } from "node:crypto"
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { formatCount, formatNumber, formatPrice } from "../shared/i18n/format"
import { LOCALE_NAMES, otherLocale } from "../shared/i18n/locales"
import { LOGO_FILE } from "../src/components/ui/logo-file"
import { waitForHydration } from "./support/hydration"
import { test as shared } from "./support/shared-page"
import {
  arabic,
  editions,
  formTextsOf,
  LEGAL_PAGES,
  pagesOf,
  PORTFOLIO_LINKS_PATH,
  type Edition,
} from "./support/site-data"

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await waitForHydration(page)
}

shared.describe("translated content", () => {
  shared.use({ viewport: { width: 1280, height: 900 } })

  shared("the client projects' badges are in Arabic", async ({ page }) => {
    const { portfolioLinks } = arabic.content
    await open(page, `${arabic.prefix}${PORTFOLIO_LINKS_PATH.slice(1)}`)
    const rows = page.getByRole("main").getByRole("listitem")
    await expect(rows).toHaveCount(portfolioLinks.items.length)
    for (const [index, project] of portfolioLinks.items.entries()) {
      if (!("tag" in project) || !project.tag) continue
      const label = project.tag === "latest" ? portfolioLinks.tags.latest : portfolioLinks.tags.inProgress
      await expect(rows.nth(index)).toContainText(label)
    }
    const english = editions.find(edition => edition.locale === "en")!.content.portfolioLinks.tags
    await expect(page.getByRole("main")).not.toContainText(english.latest, { ignoreCase: true })
    await expect(page.getByRole("main")).not.toContainText(english.inProgress, { ignoreCase: true })
  })

  shared(
    "the testimonials name their authors in Arabic; on a phone or tablet the quote runs in full lines and the company stays whole",
    async ({ page, request }) => {
      await open(page, arabic.prefix)
      const names = await page.locator("main cite").allTextContents()
      for (const testimonial of arabic.content.testimonials.items) expect(names).toContain(testimonial.name)

      const { home, testimonials } = arabic.content
      // The logo is the Arabic lock-up, loaded in the box the header reserves.
      const logo = page.getByRole("banner").getByRole("img").first()
      await expect(logo).toHaveAttribute("src", LOGO_FILE.ar)
      expect(await logo.evaluate((image: HTMLImageElement) => image.naturalWidth / image.naturalHeight)).toBe(5)
      // "View more projects" names the page itself, not a redirect to it.
      const more = await page
        .getByRole("main")
        .getByRole("link", { name: home.projects.moreLabel })
        .getAttribute("href")
      expect(more).toBe(`${arabic.prefix}${PORTFOLIO_LINKS_PATH.slice(1)}`)
      expect((await request.get(more!, { maxRedirects: 0 })).status()).toBe(200)

      const carousel = page.getByRole("group", { name: home.testimonials.heading, exact: true })
      for (const width of [375, 320, 768]) {
        await page.setViewportSize({ width, height: 800 })
        await carousel.scrollIntoViewIfNeeded()
        // react-slick measures its slides again after a resize: wait for the layout the visitor gets.
        await expect
          .poll(
            () =>
              carousel.evaluate(root => {
                const shown = [...root.querySelectorAll('[aria-roledescription="slide"]')].filter(
                  slide => slide.closest('[aria-hidden="true"]') === null,
                )
                return Math.min(...shown.map(slide => slide.querySelector("blockquote")!.getBoundingClientRect().width))
              }),
            { message: `${width} px: each shown quote takes most of its slide's share of the screen` },
          )
          .toBeGreaterThan(width < 768 ? 0.7 * width - 40 : 0)
        const companies = await carousel.evaluate(root =>
          [...root.querySelectorAll("figcaption bdi")].map(company => {
            const lineHeight = parseFloat(getComputedStyle(company).lineHeight)
            return {
              text: company.textContent,
              lang: company.getAttribute("lang"),
              oneLine: company.getBoundingClientRect().height < 1.5 * lineHeight,
            }
          }),
        )
        for (const item of testimonials.items)
          expect(companies, `${width} px: ${item.company} on one line`).toContainEqual({
            text: item.company,
            lang: "en",
            oneLine: true,
          })
      }
    },
  )
})

type Glyph = { char: string; left: number; right: number; top: number; bottom: number }

/** Every visible glyph of the element's text with its box, in logical order. */
function glyphsOf(element: Locator): Promise<Glyph[]> {
  return element.evaluate(paragraph => {
    const glyphs: Glyph[] = []
    const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ""
      for (let index = 0; index < text.length; index++) {
        if (/\s/.test(text[index])) continue
        const range = document.createRange()
        range.setStart(node, index)
        range.setEnd(node, index + 1)
        const { left, right, top, bottom, width } = range.getBoundingClientRect()
        if (width > 0) glyphs.push({ char: text[index], left, right, top, bottom })
      }
    }
    return glyphs
  })
}

/** The glyphs grouped into the lines they are drawn on (glyphs of one line overlap vertically). */
function linesOf(glyphs: Glyph[]): Glyph[][] {
  const lines: Glyph[][] = []
  for (const glyph of glyphs) {
    const middle = (glyph.top + glyph.bottom) / 2
    const line = lines.find(([first]) => middle > first.top && middle < first.bottom)
    if (line) line.push(glyph)
    else lines.push([glyph])
  }
  return lines
}

/** The widths the copyright line is read at: the phone, tablet and desktop layouts and the wrap points between. */
const COPYRIGHT_WIDTHS = [320, 375, 768, 1024, 1280]

for (const edition of editions) {
  // One load, resized: the footer's text is laid out by CSS alone, so a resize lays it out as a load at that width.
  shared(
    `${edition.locale}: the copyright line at ${COPYRIGHT_WIDTHS.join(", ")} px: every line starts with a word, and the trade name's full stop stays at its end`,
    async ({ page }) => {
      await page.setViewportSize({ width: COPYRIGHT_WIDTHS[0], height: 800 })
      await page.goto(edition.prefix)
      const { legalName } = edition.content.company
      const line = page.locator("footer p", { hasText: legalName })
      const rtl = edition.locale === "ar"
      for (const width of COPYRIGHT_WIDTHS) {
        await page.setViewportSize({ width, height: 800 })
        const glyphs = await glyphsOf(line)
        expect(glyphs.map(glyph => glyph.char).join(""), `${width} px`).toContain(legalName.replace(/\s/g, ""))
        for (const onLine of linesOf(glyphs)) {
          // A line starts on the right in Arabic, on the left in English: never with punctuation.
          const start = rtl
            ? onLine.reduce((a, b) => (b.right > a.right ? b : a))
            : onLine.reduce((a, b) => (b.left < a.left ? b : a))
          expect(start.char, `${width} px: a line of "${onLine.map(glyph => glyph.char).join("")}"`).not.toMatch(
            /[.,،]/,
          )
        }
        // The last glyph (the name's full stop) is drawn right beside the one before it, at the
        // end of the name in the reading direction, not thrown to the other end of the line.
        const [before, last] = glyphs.slice(-2)
        const gap = rtl ? before.left - last.right : last.left - before.right
        expect(gap, `${width} px: gap between "${before.char}" and "${last.char}"`).toBeGreaterThan(-2)
        expect(gap, `${width} px: gap between "${before.char}" and "${last.char}"`).toBeLessThan(3)
      }
    },
  )
}

/**
 * The text a reader gets from a built page: scripts, styles and comments (React's text
 * separators) dropped, every tag removed without a space, so words of neighbouring inline
 * elements meet as they do on screen, and the entities the renderer writes decoded.
 */
function builtText(path: string): string {
  const html = readFileSync(join(__dirname, "..", "public", path, "index.html"), "utf8")
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]*>/g, "")
    .replace(/&#x([\da-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
}

// Read from the built HTML, not a browser: the text is the server's render, which hydration
// keeps as it is (quality/pages.spec.ts loads every Arabic page and fails on any hydration
// warning), and stripping every tag joins more text than a browser's lines do, so no comma
// the browser would show between Arabic words escapes.
test("no Latin comma between Arabic words on any Arabic page", () => {
  for (const route of pagesOf(arabic)) {
    const text = builtText(route.path)
    expect(text, route.path).toContain(route.h1)
    expect(text.match(/[\u0600-\u06ff][^\S\n]*,[^\S\n]*[\u0600-\u06ff]/g), route.path).toBeNull()
  }
})

shared(
  "Arabic prices: the amount with its thousands separator, then «درهم»; the WhatsApp offer quotes them",
  async ({ page }) => {
    const { pricing, serviceCards, blocks } = arabic.content
    await open(page, arabic.prefix)
    const main = page.getByRole("main")
    for (const plan of pricing.items) {
      const written = formatPrice(plan.price, pricing.currency, "ar")
      expect(written).toBe(`${formatNumber(plan.price, "ar")} ${pricing.currency}`)
      const card = main.getByRole("heading", { name: plan.title, exact: true }).first().locator("xpath=..")
      await expect(card).toContainText(written)
    }
    for (const card of serviceCards.items)
      await expect(main).toContainText(formatPrice(card.price, serviceCards.currency, "ar"))
    const thousands = pricing.items.find(plan => plan.price >= 1000)
    if (thousands) await expect(main).toContainText(`${Math.floor(thousands.price / 1000)},`)
    await expect(main).not.toContainText("AED")

    const offer = page.getByRole("link", { name: blocks.offer.whatsappLabel }).first()
    const message = new URL((await offer.getAttribute("href")) ?? "").searchParams.get("text") ?? ""
    for (const item of blocks.offer.items) expect(message).toContain(formatPrice(item.price, pricing.currency, "ar"))
  },
)

/** Letters only, so the forms accept it as a name, and unique in the shared database. */
const uniqueName = () => "Zz" + [...randomBytes(8)].map(byte => String.fromCharCode(97 + (byte % 26))).join("")

async function openQuotePopup(page: Page, edition: Edition) {
  await open(page, `${edition.prefix}about/`)
  await page
    .getByRole("banner")
    .getByRole("button", { name: edition.content.navigation.quoteLabel, exact: true })
    .click()
  return page.getByRole("dialog", { name: edition.content.forms.popup.heading })
}

async function fillLead(dialog: Locator, edition: Edition, values: { email: string; phone: string }) {
  const { labels } = edition.content.forms
  await dialog.getByLabel(labels.firstname).fill(edition.locale === "ar" ? "أميرة" : "Amira")
  await dialog.getByLabel(labels.lastname).fill(uniqueName())
  await dialog.getByLabel(labels.email).fill(values.email)
  await dialog.getByLabel(labels.phone).fill(values.phone)
  const service = edition.content.serviceOptions.items.filter(option => option.inLeadForm)[0]
  await dialog.getByLabel(labels.service).selectOption({ label: service.label })
}

function storedPhone(email: string): string | undefined {
  const dataDir = process.env.E2E_DATA_DIR
  if (!dataDir) throw new Error("E2E_DATA_DIR is set by playwright.config.ts")
  const db = new Database(join(dataDir, "leads.sqlite"), { readonly: true, fileMustExist: true })
  try {
    return db.prepare<[string], { phone: string }>("SELECT phone FROM leads WHERE email = ?").get(email)?.phone
  } finally {
    db.close()
  }
}

/** Sends the filled form while `answer` stands in for the receiver, and returns the alert it shows. */
async function sendAnswered(page: Page, dialog: Locator, edition: Edition, answer: (route: Route) => Promise<void>) {
  await page.route("**/send_email.php", answer)
  await dialog.getByRole("button", { name: edition.content.forms.lead.submitLabel, exact: true }).click()
  return dialog.getByRole("alert")
}

for (const edition of editions) {
  const { messages } = formTextsOf(edition.locale)
  const { forms } = edition.content

  // One popup, sent again and again: the form keeps its values after a failure, and the
  // failures alternate so that each alert waited for is the new one.
  test(`${edition.locale}: the quote form tells each failure in the edition's words: a phone that is words is refused and nothing is sent; a network failure in one sentence, not the browser's error, and without repeating itself; a server fault with no status code${edition.locale === "ar" ? "; Arabic-Indic digits typed in the phone are stored as 0-9" : ""}`, async ({
    page,
  }) => {
    // It does the work of the tests it merges (a refused phone, two network failures, a server
    // fault, and in Arabic a stored send), so it has their time.
    test.setTimeout((edition.locale === "ar" ? 5 : 4) * test.info().timeout)
    await page.setViewportSize({ width: 1280, height: 900 })
    const dialog = await openQuotePopup(page, edition)
    await fillLead(dialog, edition, { email: "words@example.com", phone: "رقمي غير متوفر" })
    const posts: string[] = []
    page.on("request", request => {
      if (request.method() === "POST") posts.push(request.url())
    })
    await dialog.getByRole("button", { name: forms.lead.submitLabel, exact: true }).click()
    await expect(dialog.getByRole("alert"), "a phone that is words").toHaveText(messages.extra.phoneInvalid)
    expect(posts, "a phone that is words: nothing sent").toEqual([])

    await dialog.getByLabel(forms.labels.phone).fill("050 123 4567")
    const refused = await sendAnswered(page, dialog, edition, route => route.abort("connectionrefused"))
    const networkFailure = `${messages.lead.sendFailed} ${forms.networkErrorMessage}`
    await expect(refused, "connection refused").toHaveText(networkFailure)

    await page.unrouteAll()
    const fault = await sendAnswered(page, dialog, edition, route =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: '{"statusCode":500,"error":"Internal Server Error","message":"Internal Server Error"}',
      }),
    )
    await expect(fault, "server fault").toHaveText(`${messages.lead.sendFailed} ${forms.serverErrorMessage}`)
    await expect(fault, "server fault").not.toContainText("500")

    await page.unrouteAll()
    const disconnected = await sendAnswered(page, dialog, edition, route => route.abort("internetdisconnected"))
    await expect(disconnected, "internet disconnected").toHaveText(networkFailure)
    // Words of five letters or more, their marks (the shadda of «تعذّر») included.
    const words: string[] = ((await disconnected.textContent()) ?? "").toLowerCase().match(/[\p{L}\p{M}]{5,}/gu) ?? []
    expect(
      words.filter((word, index) => words.indexOf(word) !== index),
      "a failed send repeats no word",
    ).toEqual([])
    expect(posts, "the failures were sends").toHaveLength(3)

    if (edition.locale !== "ar") return
    await page.unrouteAll()
    const email = `digits-${Date.now()}@example.com`
    await dialog.getByLabel(forms.labels.email).fill(email)
    await dialog.getByLabel(forms.labels.phone).fill("٠٥٠ ١٢٣ ٤٥٦٧")
    await dialog.getByRole("button", { name: forms.lead.submitLabel, exact: true }).click()
    await expect(dialog.getByRole("status")).toHaveText(forms.lead.success)
    expect(storedPhone(email), "Arabic-Indic digits stored as 0-9").toBe("050 123 4567")
  })
}

for (const edition of editions) {
  shared(
    `${edition.locale}: at 375 px the language switch is in sight beside the closed menu's button`,
    async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 })
      await open(page, edition.prefix)
      const banner = page.getByRole("banner")
      const menuButton = banner.getByRole("button", { name: edition.ui.openMenu })
      await expect(menuButton).toBeVisible()
      const target = otherLocale(edition.locale)
      const languageSwitch = banner.getByRole("link", { name: LOCALE_NAMES[target], exact: true })
      await expect(languageSwitch).toBeVisible()
      await expect(languageSwitch).toBeInViewport({ ratio: 1 })
      const [switchBox, buttonBox] = [await languageSwitch.boundingBox(), await menuButton.boundingBox()]
      expect(
        switchBox && buttonBox && Math.abs(switchBox.y + switchBox.height / 2 - (buttonBox.y + buttonBox.height / 2)),
      ).toBeLessThan(4)
    },
  )
}

/** The words of a label that name something: letters only, Arabic's article «ال» taken off, short words left out. */
function namingWords(label: string): Set<string> {
  const words = label.toLowerCase().match(/\p{L}+/gu) ?? []
  return new Set(words.map(word => word.replace(/^ال/, "")).filter(word => word.length > 2))
}

for (const edition of editions) {
  test.describe(`${edition.locale}: the quote form has one name`, () => {
    const { navigation, forms } = edition.content

    test("its title and its submit button share the words that name it", () => {
      const named = [...namingWords(forms.popup.heading)].filter(word => namingWords(forms.lead.submitLabel).has(word))
      expect(named, `"${forms.popup.heading}" and "${forms.lead.submitLabel}" name one thing`).not.toEqual([])
    })

    shared(
      "the header's button and the phone menu's open the popup of that title, with that submit button",
      async ({ page }) => {
        const popup = () => page.getByRole("dialog", { name: forms.popup.heading })
        await page.setViewportSize({ width: 1280, height: 900 })
        await open(page, `${edition.prefix}about/`)
        await page.getByRole("banner").getByRole("button", { name: navigation.quoteLabel, exact: true }).click()
        await expect(popup().getByRole("button", { name: forms.lead.submitLabel, exact: true })).toBeVisible()
        await page.keyboard.press("Escape")
        await expect(popup()).toBeHidden()

        await page.setViewportSize({ width: 375, height: 740 })
        await page.getByRole("banner").getByRole("button", { name: edition.ui.openMenu }).click()
        await page.getByRole("banner").getByRole("button", { name: navigation.mobileCtaLabel, exact: true }).click()
        await expect(popup().getByRole("button", { name: forms.lead.submitLabel, exact: true })).toBeVisible()
      },
    )
  })

  shared(
    `${edition.locale}: the company figures are written the edition's way, the Arabic ones without a leading zero`,
    async ({ page }) => {
      const { company, about } = edition.content
      await open(page, `${edition.prefix}about/`)
      const story = page.getByRole("main").getByRole("region", { name: about.story.heading })
      for (const stat of company.stats) {
        const figure = story.locator("div", { has: page.getByRole("term").filter({ hasText: stat.label }) }).last()
        const written = formatCount(stat.count, stat.atLeast, edition.locale)
        if (edition.locale === "ar") expect(written, stat.label).not.toMatch(/^0\d/)
        await expect(figure.getByRole("definition")).toHaveText(written)
      }
    },
  )

  shared(
    `${edition.locale}: the hero form and the quote popup offer the lead form's services, the contact form its own`,
    async ({ page }) => {
      const { forms, serviceOptions } = edition.content
      const labels = serviceOptions.items.map(option => option.label)
      expect(new Set(labels).size, "no two services share a label").toBe(labels.length)
      const inLeadForm = serviceOptions.items.filter(option => option.inLeadForm).map(option => option.label)
      const inContactForm = serviceOptions.items.filter(option => option.inContactForm).map(option => option.label)
      const offered = (select: Locator) =>
        select.evaluate((element: HTMLSelectElement) =>
          Array.from(element.options)
            .filter(option => option.value !== "")
            .map(option => option.text),
        )
      await page.setViewportSize({ width: 1280, height: 900 })
      await open(page, edition.prefix)
      const heroForm = page.getByRole("main").getByRole("region", { name: edition.content.home.hero.formHeading })
      expect(await offered(heroForm.getByLabel(forms.labels.service))).toEqual(inLeadForm)
      const popup = await openQuotePopup(page, edition)
      expect(await offered(popup.getByLabel(forms.labels.service))).toEqual(inLeadForm)
      await open(page, `${edition.prefix}contact/`)
      const main = page.getByRole("main")
      expect(await offered(main.getByLabel(forms.labels.service))).toEqual(inContactForm)

      // The social buttons are named in the edition's words, for eyes and screen readers alike.
      const { company, contactPage, ui } = { ...edition.content, ui: edition.ui }
      for (const social of company.socials)
        await expect(
          main.getByRole("link", { name: `${social.label} ${ui.opensInNewTab}`, exact: true }).first(),
        ).toBeVisible()

      // A day range is one unit: never broken, never wider than the card, at any width.
      const hours = main
        .getByRole("heading", { name: contactPage.hoursHeading })
        .locator("xpath=following-sibling::dl[1]")
      for (const width of [1280, 1024, 414, 375, 360]) {
        await page.setViewportSize({ width, height: 900 })
        const days = await hours.evaluate(list =>
          [...list.querySelectorAll("dt")].map(term => {
            const box = term.getBoundingClientRect()
            const card = list.getBoundingClientRect()
            const oneLine = box.height < 1.5 * parseFloat(getComputedStyle(term).lineHeight)
            return { days: term.textContent, oneLine, inside: term.scrollWidth <= Math.ceil(card.width) }
          }),
        )
        expect(days, `${width} px`).toEqual(
          company.hours.map(slot => ({ days: slot.days, oneLine: true, inside: true })),
        )
      }
    },
  )

  shared.describe(`${edition.locale}: the legal pages`, () => {
    for (const { path, document } of LEGAL_PAGES) {
      shared(
        `${path}: the whole document, dated, with the company's address to write to and its name`,
        async ({ page }) => {
          const { legal, company } = edition.content
          const texts = legal[document]
          await open(page, `${edition.prefix}${path.slice(1)}`)
          const main = page.getByRole("main")
          await expect(main.getByRole("heading", { level: 1 })).toHaveText(texts.heading)
          await expect(main).toContainText(texts.text)
          await expect(main).toContainText(texts.updated)
          await expect(main.getByRole("heading", { level: 2 })).toHaveText(
            texts.sections.map(section => section.heading),
          )
          const email = company.emails[0].address
          const filled = (paragraph: string) => paragraph.replaceAll("{legalName}", company.legalName)
          for (const paragraph of texts.sections.flatMap(section => section.paragraphs).map(filled))
            await expect(main.locator("p", { hasText: paragraph.split("{email}")[0] }).first()).toHaveText(
              paragraph.replaceAll("{email}", email),
            )
          if (path === "/terms-conditions/")
            await expect(main, "the terms name the company").toContainText(company.legalName)
          const mentions =
            texts.sections
              .flatMap(section => section.paragraphs)
              .join(" ")
              .split("{email}").length - 1
          await expect(main.locator(`a[href="mailto:${email}"]`)).toHaveCount(mentions)
          await expect(main).not.toContainText("{")
        },
      )
    }
  })
}
