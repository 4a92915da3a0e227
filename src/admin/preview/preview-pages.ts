/**
 * Which page of the site shows each data file in the editor's preview: the page an editor would
 * open to see the change. The site-wide files (navigation, reusable blocks, interface wording) show
 * on the home page; a file with no page here keeps Decap's preview of its fields.
 */
import type { ComponentType } from "react"
import AboutPage from "../../pages/about"
import ContactPage from "../../pages/contact"
import HomePage from "../../pages/index"
import PortfolioLinksPage from "../../pages/PortfolioLinks"
import PortfolioPage from "../../pages/portfolio"
import ServicesPage from "../../pages/services"

/**
 * A page as the preview renders it (with its query's data, as Gatsby renders it), and for a file
 * that fills one section of the home page, that section's key in data/home.json: the preview
 * opens at the section's heading.
 */
export type PreviewPage = { path: string; Page: ComponentType<{ data: unknown }>; homeSection?: string }

const page = (path: string, Page: ComponentType<never>): PreviewPage => ({
  path,
  Page: Page as ComponentType<{ data: unknown }>,
})

const home = page("/", HomePage)
const homeAt = (homeSection: string): PreviewPage => ({ ...home, homeSection })
const contact = page("/contact/", ContactPage)
const services = page("/services/", ServicesPage)

export const PREVIEW_PAGES: Readonly<Record<string, PreviewPage>> = {
  home,
  "service-cards": homeAt("services"),
  projects: homeAt("projects"),
  pricing: homeAt("pricing"),
  clients: homeAt("clients"),
  testimonials: homeAt("testimonials"),
  faq: homeAt("faq"),
  navigation: home,
  blocks: home,
  ui: home,
  about: page("/about/", AboutPage),
  contact,
  company: contact,
  forms: contact,
  "service-options": contact,
  "services-page": services,
  services,
  portfolio: page("/portfolio/", PortfolioPage),
  "portfolio-links": page("/PortfolioLinks/", PortfolioLinksPage),
}
