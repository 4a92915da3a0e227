/**
 * Keyboard: the quote popup and the zoom view keep focus inside while open and hand it back to
 * their opener. The Tab walk of every page is in pages.spec.ts.
 */
import type { Page } from "@playwright/test"
import { expect, test } from "../support/shared-page"
import { openPage } from "../support/quality-page"
import { content, zoomText } from "../support/site-data"

const { forms, navigation, projects } = content

/** Presses Tab and Shift+Tab around the dialog and reports any stop outside it. */
async function escapesFromDialog(page: Page, presses: number): Promise<string[]> {
  const escapes: string[] = []
  for (const key of ["Tab", "Shift+Tab"]) {
    for (let step = 0; step < presses; step++) {
      await page.keyboard.press(key)
      const outside = await page.evaluate(() => {
        const active = document.activeElement
        const dialog = document.querySelector("dialog[open]")
        // <body> means focus went to the browser's own toolbar, which a modal dialog allows.
        if (!active || active === document.body || dialog?.contains(active)) return null
        return `<${active.tagName.toLowerCase()}> ${(active.getAttribute("aria-label") || active.textContent || "").trim().slice(0, 60)}`
      })
      if (outside) escapes.push(`${key} #${step + 1} → ${outside}`)
    }
  }
  return escapes
}

test.describe("focus trapping", () => {
  test.use({ viewport: { width: 1280, height: 800 }, reducedMotion: "reduce" })

  test("the quote popup keeps focus inside and returns it to its opener", async ({ page }) => {
    await openPage(page, "/")
    const opener = page.getByRole("banner").getByRole("button", { name: navigation.quoteLabel, exact: true })
    await opener.focus()
    await page.keyboard.press("Enter")
    const dialog = page.getByRole("dialog")
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole("textbox", { name: forms.labels.firstname })).toBeFocused()

    expect(await escapesFromDialog(page, 14)).toEqual([])

    await page.keyboard.press("Escape")
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()

    await opener.press("Enter")
    await expect(dialog).toBeVisible()
    await dialog.getByRole("button", { name: forms.popup.closeLabel, exact: true }).click()
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()
  })

  test("the zoomed project image keeps focus inside and returns it to its opener", async ({ page }) => {
    await openPage(page, "/portfolio/")
    // The zoom library loads when the projects come near the viewport.
    const [project] = projects.items
    await page.getByRole("main").getByRole("img", { name: project.imageAlt }).first().scrollIntoViewIfNeeded()
    const opener = page
      .getByRole("main")
      .getByRole("button", { name: `${zoomText.open}: ${project.imageAlt}` })
      .first()
    await opener.focus()
    await page.keyboard.press("Enter")
    const dialog = page.getByRole("dialog")
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole("img")).toBeVisible()

    expect(await escapesFromDialog(page, 4)).toEqual([])

    await page.keyboard.press("Escape")
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()
  })
})
