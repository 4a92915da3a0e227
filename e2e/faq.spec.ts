/**
 * The FAQ accordion in real Chromium: one answer open at a time, by mouse and keyboard.
 */
import type { Page } from "@playwright/test"
import { expect, test } from "./support/shared-page"
import { openHydrated } from "./support/hydration"
import { content } from "./support/site-data"

const { faq, home } = content

test.describe("FAQ accordion", () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  async function openFaq(page: Page) {
    await openHydrated(page, "/")
    const section = page.getByRole("region", { name: home.faq.heading })
    await section.scrollIntoViewIfNeeded()
    const buttons = faq.items.map(item => section.getByRole("button", { name: item.question }))
    const expandedStates = () => Promise.all(buttons.map(button => button.getAttribute("aria-expanded")))
    return { section, buttons, expandedStates }
  }

  /** The aria-expanded states with only the question at `index` open (none for -1). */
  const onlyOpen = (index: number) => faq.items.map((_, position) => String(position === index))

  test("every question a button controlling its answer; one open at a time; the open one closes", async ({ page }) => {
    const { section, buttons, expandedStates } = await openFaq(page)
    await expect(section.getByRole("button")).toHaveCount(faq.items.length)
    for (const [index, button] of buttons.entries()) {
      const panel = page.locator(`[id="${await button.getAttribute("aria-controls")}"]`)
      await expect(panel).toHaveRole("region")
      await expect(panel).toHaveAttribute("aria-labelledby", (await button.getAttribute("id")) ?? "")
      await expect(panel).toContainText(faq.items[index].answer)
    }
    expect(await expandedStates()).toEqual(onlyOpen(0))
    await expect(section.getByRole("region", { name: faq.items[0].question })).toHaveText(faq.items[0].answer)

    await buttons[2].click()
    expect(await expandedStates()).toEqual(onlyOpen(2))
    await expect(section.getByText(faq.items[2].answer)).toBeVisible()
    await expect(section.getByText(faq.items[0].answer)).toBeHidden()

    await buttons[2].click()
    expect(await expandedStates()).toEqual(onlyOpen(-1))
    for (const item of faq.items) await expect(section.getByText(item.answer)).toBeHidden()
  })

  test("works from the keyboard with Enter and Space", async ({ page }) => {
    const { section, buttons, expandedStates } = await openFaq(page)
    await buttons[0].focus()
    await page.keyboard.press("Tab")
    await expect(buttons[1]).toBeFocused()
    await page.keyboard.press("Enter")
    expect(await expandedStates()).toEqual(onlyOpen(1))
    await expect(section.getByText(faq.items[1].answer)).toBeVisible()
    await page.keyboard.press("Space")
    expect(await expandedStates()).toEqual(onlyOpen(-1))
    await page.keyboard.press("Tab")
    await page.keyboard.press("Tab")
    await expect(buttons[3]).toBeFocused()
    await page.keyboard.press("Space")
    expect(await expandedStates()).toEqual(onlyOpen(3))
    await expect(section.getByText(faq.items[3].answer)).toBeVisible()
  })
})
