/**
 * The quote popup in Chromium against the built site: every trigger at 1280 and 375 px, every way to
 * close it, where focus goes, and the form code loaded only when it is first needed. The trigger
 * tests share one page per worker (support/shared-page.ts); the lazy-code tests count the scripts
 * a first visit downloads (or route them), so they keep a page each.
 */
import { expect, test, type Page } from "@playwright/test"
import { dropScriptGates, gateScripts } from "./support/script-gate"
import { test as shared } from "./support/shared-page"
import { servicePath, uiText } from "./support/site-data"
import {
  desktop,
  phone,
  open,
  popup,
  closePopup,
  checkTrigger,
  blocks,
  home,
  navigation,
  services,
  labels,
} from "./support/form-steps"

shared.describe("quote popup triggers at 1280 px", () => {
  shared.use({ viewport: desktop })

  shared("the header's quote button and the hero's", async ({ page }) => {
    await open(page, "/")
    await checkTrigger(page, page.getByRole("banner").getByRole("button", { name: navigation.quoteLabel, exact: true }))
    await checkTrigger(page, page.getByRole("button", { name: home.hero.ctaLabel }))
  })

  shared("call-to-action Get a Quote", async ({ page }) => {
    await open(page, "/about/")
    await checkTrigger(page, page.getByRole("button", { name: blocks.cta.quoteLabel, exact: true }))
  })

  shared("service detail REQUEST A QUOTE and CONTACT US NOW", async ({ page }) => {
    await open(page, servicePath(services.items[0]))
    await checkTrigger(page, page.getByRole("button", { name: blocks.serviceDetail.quoteLabel, exact: true }))
    await checkTrigger(page, page.getByRole("button", { name: blocks.serviceDetail.contactLabel, exact: true }))
  })

  shared("the popup is modal: dimmed backdrop, Tab never reaches the page behind", async ({ page }) => {
    await open(page, "/about/")
    await page.getByRole("banner").getByRole("button", { name: navigation.quoteLabel, exact: true }).click()
    const dialog = popup(page)
    await expect(dialog.getByLabel(labels.firstname)).toBeFocused()
    const backdrop = await dialog.evaluate(element => getComputedStyle(element, "::backdrop").backgroundColor)
    expect(backdrop).toMatch(/rgba\(0, 0, 0, 0\.[1-9]/)
    // Tab cycles through the dialog; a modal <dialog> may also let focus out to the browser's
    // own toolbar (document.body here), but never to the page behind.
    for (const key of ["Tab", "Shift+Tab"]) {
      for (let step = 0; step < 15; step++) {
        await page.keyboard.press(key)
        const where = await dialog.evaluate(
          element => element.contains(document.activeElement) || document.activeElement === document.body,
        )
        expect(where, `${key} #${step + 1}`).toBe(true)
      }
    }
    // A click that starts in a field and ends on the backdrop (selecting text) does not close it.
    const box = await dialog.getByLabel(labels.firstname).boundingBox()
    if (!box) throw new Error("first name field has no box")
    await page.mouse.move(box.x + 5, box.y + 5)
    await page.mouse.down()
    await page.mouse.move(4, 4)
    await page.mouse.up()
    await expect(dialog).toBeVisible()
  })

  shared("the popup keeps what was typed while closed", async ({ page }) => {
    await open(page, "/about/")
    const trigger = page.getByRole("banner").getByRole("button", { name: navigation.quoteLabel, exact: true })
    await trigger.click()
    await popup(page).getByLabel(labels.firstname).fill("Amira")
    await page.keyboard.press("Escape")
    await trigger.click()
    await expect(popup(page).getByLabel(labels.firstname)).toHaveValue("Amira")
  })
})

shared.describe("quote popup trigger at 375 px", () => {
  shared.use({ viewport: phone })

  shared("the mobile menu's quote button", async ({ page }) => {
    await open(page, "/")
    const menuButton = page.getByRole("button", { name: uiText.openMenu })
    for (const way of ["backdrop", "close button", "Escape"] as const) {
      await menuButton.click()
      await page.getByRole("banner").getByRole("button", { name: navigation.mobileCtaLabel, exact: true }).click()
      const dialog = popup(page)
      await expect(dialog).toBeVisible()
      await expect(dialog.getByLabel(labels.firstname)).toBeFocused()
      await closePopup(page, way)
      await expect(dialog, `closed by ${way}`).toBeHidden()
      // The menu closed when its quote button was chosen, so focus goes back to the menu button.
      await expect(menuButton, `focus back after ${way}`).toBeFocused()
    }
  })
})

test.describe("lazy form code", () => {
  /** Formik and Yup markers that survive minification. */
  const FORM_CODE = /is a required field|FormikContext/

  async function scriptsWithFormCode(page: Page, scripts: Promise<string>[]): Promise<number> {
    const bodies = await Promise.all(scripts)
    return bodies.filter(body => FORM_CODE.test(body)).length
  }

  function collectScripts(page: Page): Promise<string>[] {
    const scripts: Promise<string>[] = []
    page.on("response", response => {
      if (response.request().resourceType() === "script") scripts.push(response.text().catch(() => ""))
    })
    return scripts
  }

  test("a page without a visible form loads Formik and Yup only when the popup first opens", async ({ page }) => {
    await page.setViewportSize(desktop)
    const scripts = collectScripts(page)
    await open(page, "/about/")
    await page.waitForLoadState("networkidle")
    expect(await scriptsWithFormCode(page, scripts)).toBe(0)
    await page.getByRole("banner").getByRole("button", { name: navigation.quoteLabel, exact: true }).click()
    await expect(popup(page).getByLabel(labels.firstname)).toBeVisible()
    expect(await scriptsWithFormCode(page, scripts)).toBeGreaterThan(0)
  })

  test("the home page on a phone never loads the hero form's code", async ({ page }) => {
    await page.setViewportSize(phone)
    const scripts = collectScripts(page)
    await open(page, "/")
    await page.waitForLoadState("networkidle")
    expect(await scriptsWithFormCode(page, scripts)).toBe(0)
    await expect(page.getByLabel(labels.firstname)).toHaveCount(0)
  })

  test("the home page from 768 px shows the hero form without moving the layout", async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 1024 })
    // Hold the form's code back until the placeholder has been measured.
    const releaseFormCode = (await gateScripts(page, FORM_CODE)).shut()
    await open(page, "/")
    const panel = page.getByRole("region", { name: home.hero.formHeading })
    await expect(panel.getByLabel(labels.firstname)).toHaveCount(0)
    const placeholder = await panel.boundingBox()
    releaseFormCode()
    await expect(panel.getByLabel(labels.firstname)).toBeVisible()
    const loaded = await panel.boundingBox()
    expect(placeholder?.height).toBeGreaterThan(300)
    expect(Math.abs((loaded?.height ?? 0) - (placeholder?.height ?? 0))).toBeLessThanOrEqual(1)
    await dropScriptGates(page)
  })
})
