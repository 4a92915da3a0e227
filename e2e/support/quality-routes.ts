/**
 * The routes the quality suites and the Lighthouse bench visit, read from the same data the
 * build reads, so a new service page is checked without touching the tests.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"

const root = join(__dirname, "..", "..")

export function readData<T>(name: string): T {
  return JSON.parse(readFileSync(join(root, "data", `${name}.json`), "utf8")) as T
}

export type ServiceData = { id: string; title: string; metaTitle: string }
export type FaqData = { question: string; answer: string }
export type CompanyData = {
  name: string
  phones: { tel: string }[]
  address: { street: string; locality: string; countryCode: string; postalCode: string }
  hours: { days: string; hours: string; dayOfWeek: string[]; opens: string | null; closes: string | null }[]
  socials: { url: string }[]
}

export const services = readData<{ items: ServiceData[] }>("services").items
export const faq = readData<{ items: FaqData[] }>("faq").items
export const company = readData<CompanyData>("company")
export const projects = readData<{ items: { title: string; imageAlt: string }[] }>("projects").items

/** The same origin gatsby-config.ts builds canonical URLs and the sitemap from. */
export const siteUrl = (process.env.SITE_URL || "http://localhost:8000").replace(/\/+$/, "")

/** Every page of the route table, in the spec's order (trailing slashes: Gatsby's "always"). */
export const indexableRoutes: string[] = [
  "/",
  "/about/",
  "/services/",
  ...services.map(service => `/services/${service.id}/`),
  "/portfolio/",
  "/PortfolioLinks/",
  "/contact/",
  "/privacy-policy/",
  "/terms-conditions/",
]

/** Any unknown path answers with the 404 page. */
export const notFoundRoute = "/this-page-does-not-exist/"

export const allRoutes: string[] = [...indexableRoutes, notFoundRoute]
