/**
 * Content as an editor might leave it, within the schemas' rules: every price changed, a
 * service renamed, the company renamed, a FAQ answer and the lead form's confirmation
 * rewritten (also in Arabic), form labels, navigation labels, page headings (the About page's in
 * both editions), the 404 page and a service option reworded, a counter moved on and one client
 * project fewer. jest.config.mjs runs the suites that render or check content a second time
 * against such a copy (the "edited content" project), so a test that pins shipped content
 * fails there; docs/testing.md shows how the whole `npm test` is run over it.
 */
import { readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { copyOfData } from "../../shared/data-validation/__tests__/broken-data"

type Priced = { items: { price: number }[] }
type Titled = { items: { title: string }[] }
type Company = { name: string; stats: { count: number }[] }
type Faq = { items: { answer: string }[] }
type Forms = {
  labels: Record<string, string>
  lead: { success: string }
  contact: { privacyBefore: string; submitLabel: string }
  ar: { labels: Record<string, string>; lead: { success: string }; messages: { contact: { sent: string } } }
}
type Blocks = { offer: Priced }
type ServiceOptions = { items: { value: string; label: string }[] }
type Listed = { items: unknown[] }
type Navigation = {
  main: { label: string }[]
  quickLinks: { label: string }[]
  legal: { label: string }[]
  quoteLabel: string
  mobileCtaLabel: string
}
type Headed = { hero: { heading: string } }
type NotFound = { heading: string; text: string; linkLabel: string }
type Home = { faq: { heading: string } }
type Portfolio = { featured: { heading: string } }

/**
 * The first of the wordings that differs from the current one: an edit always changes the text,
 * also when the data already holds one of them (the whole suite run over edited data, whose jest
 * project edits it a second time).
 */
const reworded = (current: string, ...wordings: [string, string]) => wordings.find(text => text !== current)!

/** Each edit, by data file. Prices move by different amounts so no two plans swap values. */
const edits: Record<string, (data: never) => void> = {
  "service-cards.json": (file: Priced) => file.items.forEach((card, index) => (card.price += 11 + index)),
  "pricing.json": (file: Priced) => file.items.forEach((plan, index) => (plan.price += 23 + index)),
  "blocks.json": (file: Blocks) => file.offer.items.forEach((item, index) => (item.price += 37 + index)),
  "services.json": (file: Titled) => {
    file.items[1].title = reworded(file.items[1].title, "Corporate Tax Filing", "Corporate Tax Returns")
  },
  "company.json": (file: Company) => {
    file.name = reworded(file.name, "Harbour Point Business Services", "Creek Line Business Services")
    file.stats[0].count = file.stats[0].count === 212 ? 230 : 212
  },
  "faq.json": (file: Faq) => {
    file.items[0].answer = reworded(
      file.items[0].answer,
      "Usually ten working days once every document is ready; we call the bank every day until it is done.",
      "About two weeks once every document is ready; we follow up with the bank daily until the account is open.",
    )
  },
  "forms.json": (file: Forms) => {
    file.lead.success = reworded(
      file.lead.success,
      "Thank you, your request is with our team: we will call you back within 24 hours.",
      "Thank you: our team has your request and will call you back within 24 hours on a working day.",
    )
    file.labels.firstname = reworded(file.labels.firstname, "Given name", "Forename")
    file.labels.email = reworded(file.labels.email, "E-mail address", "Your e-mail")
    file.labels.optional = reworded(file.labels.optional, "(if you like)", "(may be left empty)")
    file.contact.privacyBefore = reworded(file.contact.privacyBefore, "I have read the", "I accept the")
    file.contact.submitLabel = reworded(file.contact.submitLabel, "Send", "Send message")
    // The Arabic edition is edited too: its label, confirmation and contact thank-you.
    file.ar.labels.firstname = reworded(file.ar.labels.firstname, "الاسم", "اسمك الأول")
    file.ar.lead.success = reworded(
      file.ar.lead.success,
      "شكرًا، وصلنا طلبك وسيتصل بك فريقنا خلال 24 ساعة.",
      "شكرًا لك: سيتصل بك فريقنا خلال 24 ساعة في يوم عمل.",
    )
    file.ar.messages.contact.sent = reworded(
      file.ar.messages.contact.sent,
      "وصلتنا رسالتك، شكرًا لك.",
      "شكرًا، سنرد عليك قريبًا.",
    )
  },
  "service-options.json": (file: ServiceOptions) => {
    const [first, second] = file.items
    first.value = reworded(first.value, "Business Bank Account", "Company Bank Account")
    first.label = reworded(first.label, "Business bank account", "Company bank account")
    second.label = reworded(second.label, "Corporate tax and registration", "Corporate tax registration and filing")
  },
  "portfolio-links.json": (file: Listed & { ar: Listed }) => {
    // The editor removes an entry from both editions at once (they share its facts).
    file.items.pop()
    file.ar.items.pop()
  },
  "navigation.json": (file: Navigation) => {
    file.main[0].label = reworded(file.main[0].label, "Start", "Welcome")
    file.main[1].label = reworded(file.main[1].label, "Who We Are", "Our Story")
    file.quickLinks[1].label = reworded(file.quickLinks[1].label, "Our Team", "The Team")
    file.legal[0].label = reworded(file.legal[0].label, "Privacy", "Your Privacy")
    file.quoteLabel = reworded(file.quoteLabel, "Request a quote", "Ask for a quote")
    file.mobileCtaLabel = reworded(file.mobileCtaLabel, "Begin now", "Start today")
  },
  "about.json": (file: Headed & { ar: Headed }) => {
    file.hero.heading = reworded(file.hero.heading, "Who We Are", "Our Story")
    // The Arabic heading too, so the About page test sees an Arabic heading the shipped data never had.
    file.ar.hero.heading = reworded(file.ar.hero.heading, "من نحن", "نبذة عن شركتنا")
  },
  "not-found.json": (file: NotFound) => {
    file.heading = reworded(file.heading, "Nothing Here", "Page Not Here")
    file.text = reworded(
      file.text,
      "This address leads nowhere on our site; the home page shows everything we offer.",
      "Nothing is published at this address; the home page leads to everything we offer.",
    )
    file.linkLabel = reworded(file.linkLabel, "Go to the home page", "Back to the home page")
  },
  "home.json": (file: Home) => {
    file.faq.heading = reworded(file.faq.heading, "Questions Our Clients Ask", "Frequently Asked by Clients")
  },
  "portfolio.json": (file: Portfolio) => {
    file.featured.heading = reworded(file.featured.heading, "Selected Work", "Recent Work")
  },
}

/** Applies the edits to a data folder in place (JSON written back with two-space indents). */
export function editContent(dataDir: string): void {
  for (const [name, edit] of Object.entries(edits)) {
    const file = path.join(dataDir, name)
    const data = JSON.parse(readFileSync(file, "utf8")) as never
    edit(data)
    writeFileSync(file, JSON.stringify(data, null, 2) + "\n")
  }
}

/** A throw-away copy of data/ with the edits made. */
export function editedCopyOfData() {
  const copy = copyOfData()
  editContent(copy.dir)
  return copy
}
