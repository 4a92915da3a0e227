/**
 * What a visitor reads on each page, against the data files it comes from and the fixed
 * figures of the site's requirements: prices, counts, lists and the exact labels of the shared bands. The data files'
 * schemas fix the counts in the data; this suite checks that the pages show them.
 */
import { expect, test, type Locator, type Page } from "@playwright/test"
import about from "../data/about.json"
import blocks from "../data/blocks.json"
import company from "../data/company.json"
import home from "../data/home.json"
import legal from "../data/legal.json"
import portfolioLinks from "../data/portfolio-links.json"
import portfolio from "../data/portfolio.json"
import pricing from "../data/pricing.json"
import serviceCards from "../data/service-cards.json"
import servicesPage from "../data/services-page.json"
import services from "../data/services.json"

async function open(page: Page, path: string): Promise<Locator> {
  await page.goto(path)
  return page.locator("main")
}

/** The section of `main` introduced by a heading. */
function section(main: Locator, heading: string): Locator {
  return main.locator("section").filter({ has: main.page().getByRole("heading", { name: heading, exact: true }) })
}

test.describe("what each page shows", () => {
  test("home: the two home stats, the six list prices, the nine plans at their prices and the shared bands", async ({
    page,
  }) => {
    const main = await open(page, "/")
    for (const stat of company.stats.filter(item => item.onHome)) {
      await expect(main.getByText(stat.value, { exact: true }).first()).toBeVisible()
    }
    expect(company.stats.filter(item => item.onHome).map(item => item.value)).toEqual(["167+", "02+"])

    const cardPrices = serviceCards.items.map(card => [card.title, card.price])
    expect(cardPrices).toEqual([
      ["Corporate Tax Registration", 199],
      ["VAT Registration", 299],
      ["Open Bank Account", 1999],
      ["Digital Marketing", 999],
      ["Website Designing", 599],
      ["Website Development", 799],
    ])
    const cards = section(main, home.services.heading)
    for (const card of serviceCards.items) {
      const cardText = cards.getByRole("heading", { name: card.title, exact: true }).first().locator("xpath=..")
      await expect(cardText).toContainText(`${serviceCards.currency} ${card.price}`)
    }

    expect(pricing.items).toHaveLength(9)
    const plans = section(main, home.pricing.heading)
    for (const plan of pricing.items) {
      const card = plans.getByRole("heading", { name: plan.title, exact: true }).first().locator("xpath=..")
      await expect(card).toContainText(`${pricing.pricePrefix} ${pricing.currency}`)
      await expect(card).toContainText(String(plan.price))
      for (const feature of plan.features) await expect(card).toContainText(feature)
    }

    const offer = section(main, blocks.offer.heading)
    for (const item of blocks.offer.items) await expect(offer).toContainText(String(item.price))
    expect(blocks.offer.items.map(item => item.price)).toEqual([1999, 199])
    await expect(offer.getByRole("link", { name: blocks.offer.whatsappLabel })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/\d+/,
    )

    const cta = section(main, blocks.cta.heading)
    await expect(cta.getByRole("button", { name: "Get a Quote", exact: true })).toBeVisible()
    await expect(cta.getByRole("link", { name: "Call Us Now", exact: true })).toHaveAttribute(
      "href",
      company.phones[0].tel.replace(/^/, "tel:"),
    )
    await expect(cta.getByRole("link", { name: /^WhatsApp now/ })).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+/)
    await expect(main.getByRole("link", { name: "View More Projects" })).toHaveAttribute("href", "/portfoliolinks/")
  })

  test("about: Our Story with the four counters, Mission, Vision and the four core values", async ({ page }) => {
    const main = await open(page, "/about/")
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("About Our Company")
    const story = section(main, about.story.heading)
    expect(company.stats.map(stat => stat.value)).toEqual(["167+", "02+", "20+", "897+"])
    for (const stat of company.stats) await expect(story.getByText(stat.value, { exact: true })).toBeVisible()
    await expect(main.getByRole("heading", { name: about.mission.title })).toBeVisible()
    await expect(main).toContainText(about.mission.description)
    await expect(main.getByRole("heading", { name: about.vision.title })).toBeVisible()
    await expect(main).toContainText(about.vision.description)
    const values = section(main, about.values.heading)
    expect(about.values.items.map(value => value.title)).toEqual(["Integrity", "Excellence", "Innovation", "Results"])
    for (const value of about.values.items)
      await expect(values.getByRole("heading", { name: value.title })).toBeVisible()
  })

  test("services: six cards linking to their pages, the four process steps and the four reasons", async ({ page }) => {
    const main = await open(page, "/services/")
    const learnMore = main.getByRole("link", { name: new RegExp(`^${servicesPage.learnMoreLabel}`) })
    await expect(learnMore).toHaveCount(6)
    expect(await learnMore.evaluateAll(links => links.map(link => link.getAttribute("href")))).toEqual(
      services.items.map(service => `/services/${service.id}/`),
    )
    // The spec names the four steps and the four reasons; the page shows each as a heading.
    const lists = [
      {
        heading: servicesPage.process.heading,
        items: servicesPage.process.steps,
        spec: ["Consultation", "Strategy", "Implementation", "Ongoing Support"],
      },
      {
        heading: servicesPage.whyChoose.heading,
        items: servicesPage.whyChoose.points,
        spec: ["Expertise & Experience", "Personalized Approach", "Comprehensive Solutions", "Results-Driven Approach"],
      },
    ]
    for (const { heading, items, spec } of lists) {
      expect(items.map(item => item.title)).toEqual(spec)
      const block = section(main, heading)
      for (const item of items) await expect(block.getByRole("heading", { name: item.title })).toBeVisible()
    }
  })

  test("each service page: overview, six features, five benefits, three reasons and the two quote buttons", async ({
    page,
  }) => {
    for (const service of services.items) {
      const main = await open(page, `/services/${service.id}/`)
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(service.title)
      await expect(main).toContainText(service.shortDescription)
      await expect(main).toContainText(service.longDescription)
      const features = section(main, blocks.serviceDetail.featuresHeading).getByRole("listitem")
      await expect(features).toHaveText(service.features)
      const benefits = section(main, blocks.serviceDetail.benefitsHeading).getByRole("listitem")
      await expect(benefits).toHaveText(service.benefits)
      expect(service.whyChoose).toHaveLength(3)
      for (const reason of service.whyChoose) await expect(main).toContainText(reason)
      await expect(main.getByRole("button", { name: "REQUEST A QUOTE" })).toBeVisible()
      await expect(main.getByRole("button", { name: "CONTACT US NOW" })).toBeVisible()
    }
  })

  test("portfolio: four success stories with their category and the results of the spec's table", async ({ page }) => {
    const main = await open(page, "/portfolio/")
    const stories = section(main, portfolio.successStories.heading).getByRole("article")
    await expect(stories).toHaveCount(4)
    for (const [index, story] of portfolio.successStories.items.entries()) {
      const card = stories.nth(index)
      await expect(card).toContainText(story.category)
      await expect(card.getByRole("heading", { name: story.title })).toBeVisible()
      await expect(card.getByRole("listitem")).toHaveText(story.results)
    }
  })

  test("PortfolioLinks: about 35 projects; linked ones open in a new tab, placeholders have no link, tags show", async ({
    page,
  }) => {
    const main = await open(page, "/PortfolioLinks/")
    const rows = main.getByRole("listitem")
    await expect(rows).toHaveCount(portfolioLinks.items.length)
    expect(portfolioLinks.items.length).toBeGreaterThanOrEqual(30)
    for (const [index, project] of portfolioLinks.items.entries()) {
      const row = rows.nth(index)
      await expect(row).toContainText(project.name)
      await expect(row).toContainText(project.description)
      const link = row.getByRole("link")
      if ("url" in project && project.url) {
        await expect(link).toHaveAttribute("href", project.url)
        await expect(link).toHaveAttribute("target", "_blank")
      } else await expect(link).toHaveCount(0)
      if ("tag" in project && project.tag) await expect(row).toContainText(project.tag)
    }
    expect(portfolioLinks.items.some(project => !("url" in project) || !project.url)).toBe(true)
  })

  test("contact: two phones, two e-mails, the Dubai address, hours with the weekend closed, four social networks", async ({
    page,
  }) => {
    const main = await open(page, "/contact/")
    for (const phone of company.phones) await expect(main.locator(`a[href="tel:${phone.tel}"]`).first()).toBeVisible()
    for (const email of company.emails)
      await expect(main.locator(`a[href="mailto:${email.address}"]`).first()).toBeVisible()
    await expect(main).toContainText(company.address.street)
    await expect(main).toContainText("Dubai")
    await expect(main).toContainText("Monday - Friday")
    await expect(main).toContainText("9:00 AM - 5:00 PM")
    await expect(main).toContainText("Saturday - Sunday")
    await expect(main).toContainText("Closed")
    expect(company.socials).toHaveLength(4)
    for (const social of company.socials) await expect(main.locator(`a[href="${social.url}"]`).first()).toBeVisible()
  })

  test("privacy policy and terms say only that they are under process", async ({ page }) => {
    for (const [path, text] of [
      ["/privacy-policy/", legal.privacy.text],
      ["/terms-conditions/", legal.terms.text],
    ]) {
      const main = await open(page, path)
      expect(text).toMatch(/under process/)
      await expect(main).toContainText(text)
    }
  })

  test("the form banner (services and service pages) promises a reply within 24 hours", async ({ page }) => {
    const main = await open(page, "/services/")
    expect(blocks.formBanner.text).toContain("24 hours")
    await expect(main).toContainText(blocks.formBanner.text)
  })
})
