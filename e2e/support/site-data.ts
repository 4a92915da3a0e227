/**
 * What the browser suites expect the site to show, read from where the site reads it: the
 * content from data/ (the files the build sources), the interface wording and the form
 * messages from their modules in src/, and the routes built from both. Every spec reads
 * content through this module alone, so an editor's change shows up in the expectations, and
 * a change in the shape of the data (or a second edition of the site) is adapted here once.
 */
import { readdirSync } from "node:fs"
import { join } from "node:path"
import { publicSiteUrl } from "../../src/seo/site-url"
import about from "../../data/about.json"
import blocks from "../../data/blocks.json"
import clients from "../../data/clients.json"
import company from "../../data/company.json"
import contactPage from "../../data/contact.json"
import faq from "../../data/faq.json"
import forms from "../../data/forms.json"
import home from "../../data/home.json"
import legal from "../../data/legal.json"
import navigation from "../../data/navigation.json"
import notFound from "../../data/not-found.json"
import portfolioLinks from "../../data/portfolio-links.json"
import portfolio from "../../data/portfolio.json"
import pricing from "../../data/pricing.json"
import projects from "../../data/projects.json"
import serviceCards from "../../data/service-cards.json"
import serviceOptions from "../../data/service-options.json"
import servicesPage from "../../data/services-page.json"
import services from "../../data/services.json"
import testimonials from "../../data/testimonials.json"
import { formTextsOf } from "../../shared/forms/form-edition-files"
import { editionOf, type Edition as FileEdition } from "../../shared/i18n/edition"
import { LOCALE_PREFIX, LOCALES, type Locale } from "../../shared/i18n/locales"
import type { UiText } from "../../src/components/ui/ui-text"
import { uiTextOf } from "../../src/components/ui/ui-text-files"
import { LEGAL_PAGES, PORTFOLIO_LINKS_PATH, SERVICES_PATH } from "../../shared/site-paths"

export { formTextsOf }
/** The forms' messages as the English edition shows them; each edition's are `formTextsOf(locale).messages`. */
export const { lead: leadMessages, contact: contactMessages, sending: sendingLabel } = formTextsOf("en").messages
/** The English interface wording (data/ui.json); each edition's is `edition.ui`. */
export const uiText = uiTextOf("en")
export const carouselText = uiText.carousel
export const zoomText = uiText.zoom
export { LEGAL_PAGES, PORTFOLIO_LINKS_ALIASES, PORTFOLIO_LINKS_PATH, SERVICES_PATH } from "../../shared/site-paths"

/** The files of data/ as they are, one entry per file (each with its `ar` part once translated). */
const files = {
  about,
  blocks,
  clients,
  company,
  contactPage,
  faq,
  forms,
  home,
  legal,
  navigation,
  notFound,
  portfolio,
  portfolioLinks,
  pricing,
  projects,
  serviceCards,
  serviceOptions,
  servicesPage,
  services,
  testimonials,
}

type Files = typeof files

/** Every data file in one edition, merged the way the build merges it (English facts with the edition's text). */
function contentOf(locale: Locale): { [Name in keyof Files]: FileEdition<Files[Name]> } {
  const entries = Object.entries(files).map(([name, file]) => [name, editionOf(file, locale)])
  // Object.fromEntries loses the keys' types; each entry is editionOf of the file of that name.
  return Object.fromEntries(entries) as { [Name in keyof Files]: FileEdition<Files[Name]> }
}

/** The English content of data/, one entry per file. */
export const content = contentOf("en")

const dataDir = join(__dirname, "..", "..", "data")

/** How many data files an editor can change (what `npm run validate:data` counts). */
export const dataFileCount = readdirSync(dataDir).filter(name => name.endsWith(".json")).length

/** The origin the build wrote into canonical links, og:url, the sitemap and robots.txt (gatsby-config.ts). */
export const siteUrl = publicSiteUrl()

/** A page of the route table with the h1 and <title> it must show. */
export type SiteRoute = { path: string; h1: string; title: string }

/** One language edition of the site: where its pages live and the content they show. */
export type Edition = { locale: Locale; prefix: string; content: typeof content; ui: UiText }

/** The editions the browser suites check, each at its own address. */
export const editions: Edition[] = LOCALES.map(locale => ({
  locale,
  prefix: LOCALE_PREFIX[locale],
  content: contentOf(locale),
  ui: uiTextOf(locale),
}))

/** Every page of the route table, in the spec's order (trailing slashes: Gatsby's "always"). */
export function pagesOf({ prefix, content: data }: Edition): SiteRoute[] {
  const at = (path: string) => `${prefix}${path.replace(/^\//, "")}`
  const titled = (title: string) => `${title} | ${data.company.name}`
  return [
    { path: at("/"), h1: data.home.hero.slides[0].heading, title: titled(data.home.seo.title) },
    { path: at("/about/"), h1: data.about.hero.heading, title: titled(data.about.seo.title) },
    { path: at(SERVICES_PATH), h1: data.servicesPage.hero.heading, title: titled(data.servicesPage.seo.title) },
    ...data.services.items.map(service => ({
      path: at(`${SERVICES_PATH}${service.id}/`),
      h1: service.title,
      title: titled(service.metaTitle),
    })),
    { path: at("/portfolio/"), h1: data.portfolio.hero.heading, title: titled(data.portfolio.seo.title) },
    {
      path: at(PORTFOLIO_LINKS_PATH),
      h1: data.portfolioLinks.hero.heading,
      title: titled(data.portfolioLinks.seo.title),
    },
    { path: at("/contact/"), h1: data.contactPage.hero.heading, title: titled(data.contactPage.seo.title) },
    ...LEGAL_PAGES.map(({ path, document }) => ({
      path: at(path),
      h1: data.legal[document].heading,
      title: titled(data.legal[document].seo.title),
    })),
  ]
}

/** Any unknown path answers with the edition's 404 page. */
export const notFoundPathOf = ({ prefix }: Edition) => `${prefix}this-page-does-not-exist/`

/** Whether a path is one of the editions' 404 pages (which answer 404 by design). */
export const isNotFoundPath = (path: string) => editions.some(edition => notFoundPathOf(edition) === path)

/** The English edition: the pages most specs visit. */
export const english = editions[0]

/** The Arabic edition, under /ar/. */
export const arabic = editions[1]

/** Every indexable page of every edition. */
export const indexableRoutes: string[] = editions.flatMap(edition => pagesOf(edition).map(page => page.path))

/** Every page of every edition, then each edition's 404 page. */
export const allRoutes: string[] = editions.flatMap(edition => [
  ...pagesOf(edition).map(page => page.path),
  notFoundPathOf(edition),
])

/** The label of the main navigation's link to a page. */
export function mainLinkLabel(path: string): string {
  const link = navigation.main.find(candidate => candidate.path === path)
  if (!link) throw new Error(`data/navigation.json has no main link to ${path}`)
  return link.label
}

/** The accessible name of the header's button that opens the list of service pages. */
export const servicesMenuLabel = uiText.servicesMenu(mainLinkLabel(SERVICES_PATH))

/**
 * One page of each template of every edition, and its 404 page: the first service page stands
 * for the six (one template, the same controls and scripts), the first legal page for both.
 */
export const templateRoutes: string[] = editions.flatMap(edition => {
  const at = (path: string) => `${edition.prefix}${path.replace(/^\//, "")}`
  const services = edition.content.services.items.slice(1).map(service => at(`${SERVICES_PATH}${service.id}/`))
  const legal = LEGAL_PAGES.slice(1).map(page => at(page.path))
  const others = new Set([...services, ...legal])
  return [...pagesOf(edition).map(page => page.path), notFoundPathOf(edition)].filter(path => !others.has(path))
})

/** The English address of a service page. */
export const servicePath = (service: { id: string }) => `${SERVICES_PATH}${service.id}/`
