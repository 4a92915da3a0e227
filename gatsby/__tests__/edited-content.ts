/**
 * Content as an editor might leave it, within the schemas' rules: every price changed, a
 * service renamed, the company renamed, a FAQ answer and the lead form's confirmation
 * rewritten, form labels, navigation labels, page headings, the 404 page and a service option
 * reworded, a counter moved on and one client project fewer. jest.config.mjs runs the suites that render or check content a second time
 * against such a copy (the "edited content" project), so a test that pins shipped content
 * fails there; docs/testing.md shows how the whole `npm test` is run over it.
 */
import { readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { copyOfData } from "./broken-data"

type Priced = { items: { price: number }[] }
type Titled = { items: { title: string }[] }
type Company = { name: string; stats: { value: string }[] }
type Faq = { items: { answer: string }[] }
type Forms = {
  labels: Record<string, string>
  lead: { success: string }
  contact: { privacyBefore: string; submitLabel: string }
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

/** Each edit, by data file. Prices move by different amounts so no two plans swap values. */
const edits: Record<string, (data: never) => void> = {
  "service-cards.json": (file: Priced) => file.items.forEach((card, index) => (card.price += 11 + index)),
  "pricing.json": (file: Priced) => file.items.forEach((plan, index) => (plan.price += 23 + index)),
  "blocks.json": (file: Blocks) => file.offer.items.forEach((item, index) => (item.price += 37 + index)),
  "services.json": (file: Titled) => {
    file.items[1].title = "Corporate Tax Filing"
  },
  "company.json": (file: Company) => {
    file.name = "Harbour Point Business Services"
    file.stats[0].value = "212+"
  },
  "faq.json": (file: Faq) => {
    file.items[0].answer =
      "Usually ten working days once every document is ready; we call the bank every day until it is done."
  },
  "forms.json": (file: Forms) => {
    file.lead.success = "Thank you, your request is with our team: we will call you back within 24 hours."
    file.labels.firstname = "Given name"
    file.labels.email = "E-mail address"
    file.labels.optional = "(if you like)"
    file.contact.privacyBefore = "I have read the"
    file.contact.submitLabel = "Send"
  },
  "service-options.json": (file: ServiceOptions) => {
    file.items[0] = { ...file.items[0], value: "Business Bank Account", label: "Business bank account" }
    file.items[1] = { ...file.items[1], label: "Corporate tax and registration" }
  },
  "portfolio-links.json": (file: Listed) => {
    file.items.pop()
  },
  "navigation.json": (file: Navigation) => {
    file.main[0].label = "Start"
    file.main[1].label = "Who We Are"
    file.quickLinks[1].label = "Our Team"
    file.legal[0].label = "Privacy"
    file.quoteLabel = "Request a quote"
    file.mobileCtaLabel = "Begin now"
  },
  "about.json": (file: Headed) => {
    file.hero.heading = "Who We Are"
  },
  "not-found.json": (file: NotFound) => {
    file.heading = "Nothing Here"
    file.text = "This address leads nowhere on our site; the home page shows everything we offer."
    file.linkLabel = "Go to the home page"
  },
  "home.json": (file: Home) => {
    file.faq.heading = "Questions Our Clients Ask"
  },
  "portfolio.json": (file: Portfolio) => {
    file.featured.heading = "Selected Work"
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
