/**
 * What a visitor reads on each page, against the data files it comes from: prices, counts,
 * lists and the labels of the shared bands. Every expectation is read from data/, so a change
 * an editor makes within the schemas keeps this suite true; whether the shipped content
 * matches the site's requirements is the content's business, not the suite's.
 */
import type { Locator, Page } from "@playwright/test"
import { expect, test } from "./support/shared-page"
import { formatCount, formatNumber, formatPrice } from "../shared/i18n/format"
import { content, LEGAL_PAGES, PORTFOLIO_LINKS_PATH, servicePath, SERVICES_PATH } from "./support/site-data"

const {
  about,
  blocks,
  company,
  contactPage,
  home,
  legal,
  portfolio,
  portfolioLinks,
  pricing,
  serviceCards,
  servicesPage,
  services,
} = content

async function open(page: Page, path: string): Promise<Locator> {
  await page.goto(path)
  return page.locator("main")
}

/** The section of `main` introduced by a heading. */
function section(main: Locator, heading: string): Locator {
  return main.locator("section").filter({ has: main.page().getByRole("heading", { name: heading, exact: true }) })
}

test.describe("what each page shows", () => {
  test("home: the home stats, each service card's price, every plan at its price and the shared bands", async ({
    page,
  }) => {
    const main = await open(page, "/")
    for (const stat of company.stats.filter(item => item.onHome)) {
      await expect(main.getByText(formatCount(stat.count, stat.atLeast, "en"), { exact: true }).first()).toBeVisible()
    }

    const cards = section(main, home.services.heading)
    for (const card of serviceCards.items) {
      const cardText = cards.getByRole("heading", { name: card.title, exact: true }).first().locator("xpath=..")
      await expect(cardText).toContainText(formatPrice(card.price, serviceCards.currency, "en"))
    }

    const plans = section(main, home.pricing.heading)
    await expect(plans.getByRole("article")).toHaveCount(pricing.items.length)
    for (const plan of pricing.items) {
      const card = plans.getByRole("heading", { name: plan.title, exact: true }).first().locator("xpath=..")
      await expect(card).toContainText(`${pricing.pricePrefix} ${formatPrice(plan.price, pricing.currency, "en")}`)
      for (const feature of plan.features) await expect(card).toContainText(feature)
    }

    const offer = section(main, blocks.offer.heading)
    for (const item of blocks.offer.items) await expect(offer).toContainText(formatNumber(item.price, "en"))
    await expect(offer.getByRole("link", { name: blocks.offer.whatsappLabel })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/\d+/,
    )

    const cta = section(main, blocks.cta.heading)
    await expect(cta.getByRole("button", { name: blocks.cta.quoteLabel, exact: true })).toBeVisible()
    await expect(cta.getByRole("link", { name: blocks.cta.callLabel, exact: true })).toHaveAttribute(
      "href",
      `tel:${company.phones[0].tel}`,
    )
    await expect(cta.getByRole("link", { name: blocks.cta.whatsappLabel })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/\d+/,
    )
    await expect(main.getByRole("link", { name: home.projects.moreLabel })).toHaveAttribute(
      "href",
      home.projects.morePath,
    )
  })

  test("about: Our Story with every counter, Mission, Vision and the core values", async ({ page }) => {
    const main = await open(page, "/about/")
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(about.hero.heading)
    const story = section(main, about.story.heading)
    for (const stat of company.stats)
      await expect(story.getByText(formatCount(stat.count, stat.atLeast, "en"), { exact: true })).toBeVisible()
    await expect(main.getByRole("heading", { name: about.mission.title })).toBeVisible()
    await expect(main).toContainText(about.mission.description)
    await expect(main.getByRole("heading", { name: about.vision.title })).toBeVisible()
    await expect(main).toContainText(about.vision.description)
    const values = section(main, about.values.heading)
    for (const value of about.values.items)
      await expect(values.getByRole("heading", { name: value.title })).toBeVisible()
  })

  test("services: a card linking to each service page, the process steps, the reasons and the form banner's promise", async ({
    page,
  }) => {
    const main = await open(page, SERVICES_PATH)
    const learnMore = main.getByRole("link", { name: new RegExp(`^${servicesPage.learnMoreLabel}`) })
    expect(await learnMore.evaluateAll(links => links.map(link => link.getAttribute("href")))).toEqual(
      services.items.map(servicePath),
    )
    for (const { heading, items } of [
      { heading: servicesPage.process.heading, items: servicesPage.process.steps },
      { heading: servicesPage.whyChoose.heading, items: servicesPage.whyChoose.points },
    ]) {
      const block = section(main, heading)
      for (const item of items) await expect(block.getByRole("heading", { name: item.title })).toBeVisible()
    }
    await expect(main, "the form banner").toContainText(blocks.formBanner.text)
  })

  test("each service page: overview, features, benefits, reasons and the two quote buttons", async ({ page }) => {
    for (const service of services.items) {
      const main = await open(page, servicePath(service))
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(service.title)
      await expect(main).toContainText(service.shortDescription)
      await expect(main).toContainText(service.longDescription)
      const features = section(main, blocks.serviceDetail.featuresHeading).getByRole("listitem")
      await expect(features).toHaveText(service.features)
      const benefits = section(main, blocks.serviceDetail.benefitsHeading).getByRole("listitem")
      await expect(benefits).toHaveText(service.benefits)
      for (const reason of service.whyChoose) await expect(main).toContainText(reason)
      await expect(main.getByRole("button", { name: blocks.serviceDetail.quoteLabel, exact: true })).toBeVisible()
      await expect(main.getByRole("button", { name: blocks.serviceDetail.contactLabel, exact: true })).toBeVisible()
    }
  })

  test("portfolio: every success story with its category and results", async ({ page }) => {
    const main = await open(page, "/portfolio/")
    const stories = section(main, portfolio.successStories.heading).getByRole("article")
    await expect(stories).toHaveCount(portfolio.successStories.items.length)
    for (const [index, story] of portfolio.successStories.items.entries()) {
      const card = stories.nth(index)
      await expect(card).toContainText(story.category)
      await expect(card.getByRole("heading", { name: story.title })).toBeVisible()
      await expect(card.getByRole("listitem")).toHaveText(story.results)
    }
  })

  test("PortfolioLinks: every project; linked ones open in a new tab, the others have no link, tags show", async ({
    page,
  }) => {
    const main = await open(page, PORTFOLIO_LINKS_PATH)
    const rows = main.getByRole("listitem")
    await expect(rows).toHaveCount(portfolioLinks.items.length)
    for (const [index, project] of portfolioLinks.items.entries()) {
      const row = rows.nth(index)
      await expect(row).toContainText(project.name)
      await expect(row).toContainText(project.description)
      const link = row.getByRole("link")
      if ("url" in project && project.url) {
        await expect(link).toHaveAttribute("href", project.url)
        await expect(link).toHaveAttribute("target", "_blank")
      } else await expect(link).toHaveCount(0)
      if ("tag" in project && project.tag)
        await expect(row).toContainText(
          project.tag === "latest" ? portfolioLinks.tags.latest : portfolioLinks.tags.inProgress,
        )
    }
  })

  test("contact: the phones, the e-mail addresses, the address, the opening hours and the social networks", async ({
    page,
  }) => {
    const main = await open(page, "/contact/")
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(contactPage.hero.heading)
    for (const phone of company.phones) await expect(main.locator(`a[href="tel:${phone.tel}"]`).first()).toBeVisible()
    for (const email of company.emails)
      await expect(main.locator(`a[href="mailto:${email.address}"]`).first()).toBeVisible()
    await expect(main).toContainText(company.address.street)
    await expect(main).toContainText(company.address.locality)
    for (const slot of company.hours) {
      await expect(main).toContainText(slot.days)
      await expect(main).toContainText(slot.hours)
    }
    for (const social of company.socials) await expect(main.locator(`a[href="${social.url}"]`).first()).toBeVisible()
  })

  test("the privacy policy and the terms show their text", async ({ page }) => {
    for (const { path, document } of LEGAL_PAGES) {
      const main = await open(page, path)
      await expect(main).toContainText(legal[document].text)
    }
  })
})
