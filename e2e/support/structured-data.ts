/**
 * The JSON-LD of a page: every block parses and carries what its type needs — the business
 * (ProfessionalService/LocalBusiness) with address, telephone, opening hours and sameAs; an
 * FAQPage equal to the FAQ the page shows; Service and BreadcrumbList on each service page.
 */
import { expect, type Page } from "@playwright/test"
import { localeOfPath } from "../../shared/i18n/locales"
import { editions, servicePath, SERVICES_PATH, siteUrl, type Edition } from "./site-data"

/** The edition a route belongs to, whose data its structured data must say. */
function editionOfRoute(route: string): Edition {
  const edition = editions.find(candidate => candidate.locale === localeOfPath(route))
  if (!edition) throw new Error(`No edition for ${route}`)
  return edition
}

type Company = Edition["content"]["company"]
type Service = Edition["content"]["services"]["items"][number]

type Node = Record<string, unknown>

async function jsonLdBlocks(page: Page): Promise<string[]> {
  return page
    .locator('script[type="application/ld+json"]')
    .evaluateAll(scripts => scripts.map(script => script.textContent ?? ""))
}

/** Top-level nodes of the blocks: a block may be one node, a list, or a @graph. */
function nodesOf(blocks: unknown[]): Node[] {
  return blocks.flatMap(block => {
    if (Array.isArray(block)) return nodesOf(block)
    if (!block || typeof block !== "object") return []
    const node = block as Node
    return Array.isArray(node["@graph"]) ? nodesOf(node["@graph"] as unknown[]) : [node]
  })
}

const typesOf = (node: Node) => [node["@type"]].flat().map(String)
const isBusiness = (node: Node) => typesOf(node).some(type => ["ProfessionalService", "LocalBusiness"].includes(type))
const ofType = (nodes: Node[], type: string) => nodes.filter(node => typesOf(node).includes(type))
/** schema.org accepts "Monday" and "https://schema.org/Monday". */
const dayName = (day: unknown) => String(day).replace(/^https?:\/\/schema\.org\//, "")
/** A reference is either a URL string or an object with @id or url. */
const urlOf = (value: unknown) =>
  value && typeof value === "object" ? ((value as Node)["@id"] ?? (value as Node).url) : value

async function parsedNodes(page: Page, route: string): Promise<Node[]> {
  const blocks = await jsonLdBlocks(page)
  const parsed = blocks.map((text, index) => {
    try {
      return JSON.parse(text) as unknown
    } catch (error) {
      throw new Error(`JSON-LD block ${index + 1} on ${route} does not parse: ${(error as Error).message}`)
    }
  })
  for (const block of parsed.flat()) {
    expect(String((block as Node)["@context"]), `@context of a JSON-LD block on ${route}`).toMatch(
      /^https?:\/\/schema\.org\/?$/,
    )
  }
  for (const node of nodesOf(parsed))
    expect(typesOf(node).length, `@type of a JSON-LD node on ${route}`).toBeGreaterThan(0)
  return nodesOf(parsed)
}

function expectBusiness(node: Node, company: Company, route: string): void {
  const context = `business on ${route}`
  expect(node.name, context).toBe(company.name)
  const address = node.address as Node
  expect(address, context).toEqual(
    expect.objectContaining({
      "@type": "PostalAddress",
      streetAddress: company.address.street,
      addressLocality: company.address.locality,
      addressCountry: company.address.countryCode,
    }),
  )
  const telephones = [node.telephone].flat().map(String)
  expect(telephones.length, context).toBeGreaterThan(0)
  for (const telephone of telephones)
    expect(
      company.phones.map(phone => phone.tel),
      context,
    ).toContain(telephone.replace(/[\s-]/g, ""))
  const hours = node.openingHoursSpecification as Node[]
  expect(Array.isArray(hours) && hours.length > 0, `${context}: openingHoursSpecification`).toBe(true)
  for (const open of company.hours.filter(entry => entry.opens && entry.closes)) {
    const spec = hours.find(entry => entry.opens === open.opens && entry.closes === open.closes)
    expect(spec, `${context}: hours ${open.opens}-${open.closes}`).toBeDefined()
    expect([spec?.dayOfWeek].flat().map(dayName).sort(), context).toEqual([...open.dayOfWeek].sort())
  }
  expect([node.sameAs].flat(), `${context}: sameAs`).toEqual(
    expect.arrayContaining(company.socials.map(social => social.url)),
  )
}

/** Service and BreadcrumbList on a service page: named for the service, on its URL, under /services/. */
function expectServicePage(nodes: Node[], service: Service, edition: Edition, route: string): void {
  const pageUrl = `${siteUrl}${route}`
  const [serviceNode, ...extraServices] = ofType(nodes, "Service")
  expect(extraServices).toEqual([])
  expect(serviceNode, `Service on ${route}`).toBeDefined()
  expect(serviceNode.name).toBe(service.title)
  expect(String(serviceNode.description ?? "").length).toBeGreaterThan(20)
  expect(urlOf(serviceNode.url ?? serviceNode["@id"])).toContain(pageUrl)
  expect(serviceNode.provider, "Service.provider").toBeTruthy()

  const [breadcrumbs] = ofType(nodes, "BreadcrumbList")
  expect(breadcrumbs, `BreadcrumbList on ${route}`).toBeDefined()
  const items = (breadcrumbs.itemListElement as Node[]).map(item => ({
    type: item["@type"],
    position: item.position,
    name: item.name,
    url: urlOf(item.item),
  }))
  expect(items.map(item => item.position)).toEqual(items.map((_, index) => index + 1))
  expect(items.every(item => item.type === "ListItem" && typeof item.name === "string" && item.name.length > 0)).toBe(
    true,
  )
  expect(items[0].url).toBe(`${siteUrl}${edition.prefix}`)
  expect(items.map(item => item.url)).toContain(`${siteUrl}${edition.prefix}${SERVICES_PATH.slice(1)}`)
  const last = items[items.length - 1]
  expect(last.name).toBe(service.title)
  expect([undefined, pageUrl]).toContain(last.url)
}

/**
 * Checks the JSON-LD of the page open at `route`. Its last step opens each FAQ answer the page
 * shows, to see that it is the answer the FAQPage gives.
 */
export async function expectStructuredData(page: Page, route: string): Promise<void> {
  const nodes = await parsedNodes(page, route)
  const edition = editionOfRoute(route)
  const { company } = edition.content
  const faq = edition.content.faq.items
  const services = edition.content.services.items
  const businesses = nodes.filter(isBusiness)
  for (const business of businesses) expectBusiness(business, company, route)
  // An edition's home page describes the business.
  if (editions.some(edition => edition.prefix === route)) expect(businesses.length).toBeGreaterThan(0)
  const service = services.find(candidate => route.endsWith(servicePath(candidate)))
  if (service) expectServicePage(nodes, service, edition, route)

  const faqPages = ofType(nodes, "FAQPage")
  const showsFaq = (await page.getByRole("button", { name: faq[0].question, exact: true }).count()) > 0
  expect(faqPages.length, `FAQPage blocks on ${route} (the page ${showsFaq ? "shows" : "does not show"} the FAQ)`).toBe(
    showsFaq ? 1 : 0,
  )
  for (const faqPage of faqPages) {
    const entities = faqPage.mainEntity as Node[]
    expect(
      entities.map(entity => ({
        type: entity["@type"],
        question: entity.name,
        answer: (entity.acceptedAnswer as Node)?.text,
      })),
      `FAQPage on ${route}`,
    ).toEqual(faq.map(item => ({ type: "Question", question: item.question, answer: item.answer })))
    for (const item of faq) {
      const question = page.getByRole("button", { name: item.question, exact: true })
      await expect(question).toBeVisible()
      if ((await question.getAttribute("aria-expanded")) !== "true") await question.click()
      await expect(page.getByText(item.answer, { exact: true })).toBeVisible()
    }
  }
}
