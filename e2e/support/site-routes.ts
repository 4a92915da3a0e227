/**
 * The routes of the spec's route table with the h1 and <title> each must show, read from the
 * same data files the build reads, so the browser suite follows content edits.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"

const dataDir = join(__dirname, "..", "..", "data")

function data<T>(name: string): T {
  return JSON.parse(readFileSync(join(dataDir, `${name}.json`), "utf8")) as T
}

type Seo = { seo: { title: string } }
type Hero = { hero: { heading: string } }

const company = data<{ name: string; whatsapp: { number: string }[] }>("company")
const home = data<Seo & { hero: { slides: { heading: string }[] } }>("home")
const about = data<Seo & Hero>("about")
const servicesPage = data<Seo & Hero>("services-page")
const services = data<{ items: { id: string; title: string; metaTitle: string }[] }>("services").items
const portfolio = data<Seo & Hero>("portfolio")
const portfolioLinks = data<Seo & Hero & { items: { name: string }[] }>("portfolio-links")
const contact = data<Seo & Hero>("contact")
const legal = data<Record<"privacy" | "terms", Seo & { heading: string }>>("legal")
export const notFound = data<Seo & { code: string; heading: string; text: string; linkLabel: string }>("not-found")

export type SiteRoute = { path: string; h1: string; title: string }

const titled = (title: string) => `${title} | ${company.name}`

export const siteRoutes: SiteRoute[] = [
  { path: "/", h1: home.hero.slides[0].heading, title: titled(home.seo.title) },
  { path: "/about/", h1: about.hero.heading, title: titled(about.seo.title) },
  { path: "/services/", h1: servicesPage.hero.heading, title: titled(servicesPage.seo.title) },
  ...services.map(service => ({
    path: `/services/${service.id}/`,
    h1: service.title,
    title: titled(service.metaTitle),
  })),
  { path: "/portfolio/", h1: portfolio.hero.heading, title: titled(portfolio.seo.title) },
  { path: "/PortfolioLinks/", h1: portfolioLinks.hero.heading, title: titled(portfolioLinks.seo.title) },
  { path: "/contact/", h1: contact.hero.heading, title: titled(contact.seo.title) },
  { path: "/privacy-policy/", h1: legal.privacy.heading, title: titled(legal.privacy.seo.title) },
  { path: "/terms-conditions/", h1: legal.terms.heading, title: titled(legal.terms.seo.title) },
]

export const portfolioLinksHeading = portfolioLinks.hero.heading
export const firstClientProject = portfolioLinks.items[0].name
export const whatsappNumber = company.whatsapp[0].number

/** The origin the build wrote into canonical links, og:url and robots.txt (gatsby-config.ts). */
export const siteUrl = (process.env.SITE_URL || "http://localhost:8000").replace(/\/+$/, "")
