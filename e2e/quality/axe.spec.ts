/**
 * axe-core (WCAG 2.0–2.2, A and AA) in the states a visitor opens, at a phone and a desktop
 * width: every carousel running, the quote popup, an FAQ answer, a form with an error, the mobile
 * menu; the home page's states on one load per width. Every page as it loads is checked in
 * pages.spec.ts.
 */
import { expect, test } from "../support/shared-page"
import { expectNoAxeViolations, openPage } from "../support/quality-page"
import { contactMessages, content, editions, mainLinkLabel, uiText } from "../support/site-data"

const { faq, forms } = content

const widths = [
  { name: "375 px", viewport: { width: 375, height: 812 }, phone: true },
  { name: "1280 px", viewport: { width: 1280, height: 800 }, phone: false },
]

for (const { name, viewport, phone } of widths) {
  test.describe(`axe at ${name}`, () => {
    test.use({ viewport })

    // One load of the home page for its states, one after the other (the suite's time budget):
    // every carousel running, an FAQ answer open, the quote popup open and, on a phone, the menu open.
    test(`the home page with every carousel running (react-slick, its clones and hidden slides), an open FAQ answer, the open quote popup${phone ? " and the open mobile menu" : ""} have no violations`, async ({
      page,
    }) => {
      await openPage(page, "/")
      // react-slick replaces a carousel's static first paint when it comes near the screen
      // (pricing is a grid from 768 px: no carousel role there).
      const carousels = page.locator("[role=group][aria-roledescription=carousel]")
      for (const region of await carousels.all()) {
        await region.scrollIntoViewIfNeeded()
        await expect(region.locator(".slick-slider")).toBeAttached()
      }
      await expect(page.locator(".slick-cloned").first()).toBeAttached()
      await expectNoAxeViolations(page, `the home page with its carousels running at ${name}`)

      const question = page.getByRole("button", { name: faq.items[1].question })
      await question.click()
      await expect(question).toHaveAttribute("aria-expanded", "true")
      await expect(page.getByText(faq.items[1].answer)).toBeVisible()
      await expectNoAxeViolations(page, `an open FAQ item at ${name}`)

      await page.evaluate(() => window.dispatchEvent(new Event("openLeadForm")))
      const dialog = page.getByRole("dialog")
      await expect(dialog).toBeVisible()
      await expect(dialog.getByRole("textbox", { name: forms.labels.firstname })).toBeFocused()
      await expectNoAxeViolations(page, `the open quote popup at ${name}`)
      if (!phone) return

      await page.keyboard.press("Escape")
      await expect(dialog).toBeHidden()
      await page.getByRole("banner").getByRole("button", { name: uiText.openMenu }).click()
      // Open, the same button is named for closing the menu.
      await expect(page.getByRole("banner").getByRole("button", { name: uiText.closeMenu })).toHaveAttribute(
        "aria-expanded",
        "true",
      )
      const nav = page.getByRole("navigation", { name: uiText.mainNav })
      await expect(nav.getByRole("link", { name: mainLinkLabel("/about/") })).toBeVisible()
      await expectNoAxeViolations(page, "the open mobile menu at 375 px")
    })

    test("the contact form showing an error has no violations", async ({ page }) => {
      await openPage(page, "/contact/")
      await page.getByRole("button", { name: forms.contact.submitLabel, exact: true }).click()
      const firstName = page.getByRole("textbox", { name: forms.labels.firstname })
      await expect(firstName).toHaveAttribute("aria-invalid", "true")
      await expect(page.getByText(contactMessages.firstnameRequired)).toBeVisible()
      await expectNoAxeViolations(page, `the contact form with an error at ${name}`)
    })
  })
}

test.describe("axe on the Arabic edition's opened states", () => {
  test.use({ viewport: { width: 375, height: 812 } })
  const arabic = editions.find(edition => edition.locale === "ar")!
  const { faq: arabicFaq, navigation } = arabic.content

  // One load for the three states (the suite's time budget): the popup, an FAQ answer, the mobile menu.
  test("the open quote popup, an open FAQ answer and the open mobile menu have no violations", async ({ page }) => {
    await openPage(page, arabic.prefix)
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl")

    await page.evaluate(() => window.dispatchEvent(new Event("openLeadForm")))
    const dialog = page.getByRole("dialog")
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole("textbox").first()).toBeFocused()
    await expectNoAxeViolations(page, "the open Arabic quote popup at 375 px")
    await page.keyboard.press("Escape")
    await expect(dialog).toBeHidden()

    const question = page.getByRole("button", { name: arabicFaq.items[1].question })
    await question.click()
    await expect(page.getByText(arabicFaq.items[1].answer)).toBeVisible()
    await expectNoAxeViolations(page, "an open Arabic FAQ item at 375 px")

    await page.getByRole("banner").getByRole("button", { name: arabic.ui.openMenu }).click()
    const nav = page.getByRole("navigation", { name: arabic.ui.mainNav })
    const about = navigation.main.find(link => link.path === "/about/")!
    await expect(nav.getByRole("link", { name: about.label })).toBeVisible()
    await expectNoAxeViolations(page, "the open Arabic mobile menu at 375 px")
  })
})
