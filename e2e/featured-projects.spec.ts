/**
 * Featured projects in real Chromium: the filters, the cards and the zoomed picture view. The tests
 * that only load and read share one page per worker (support/shared-page.ts); those that route
 * requests or send touch input through their own DevTools session keep a page each.
 */
import { expect, test, type Locator, type Page } from "@playwright/test"
import { dropScriptGates, gateScripts } from "./support/script-gate"
import { openHydrated, nextFrames } from "./support/hydration"
import { test as shared } from "./support/shared-page"
import { content, uiText, zoomText } from "./support/site-data"

const { home, portfolio, projects } = content
/** A vertical swipe of more than 10 px closes the zoomed view. */
const SWIPE_TO_CLOSE_PX = 10

shared.describe("featured projects", () => {
  const allFilter = projects.filters.find(filter => filter.id === "all")!
  shared.use({ viewport: { width: 1280, height: 900 } })

  /** Opens the page, brings the projects into view and waits for the zoom library. */
  async function openProjects(page: Page, path = "/portfolio/") {
    await openHydrated(page, path)
    const heading = path === "/" ? home.projects.heading : portfolio.featured.heading
    const section = page.getByRole("region", { name: heading })
    await section.getByRole("list").last().scrollIntoViewIfNeeded()
    await expect(section.getByRole("button", { name: new RegExp(`^${zoomText.open}`) })).toHaveCount(
      projects.items.length,
    )
    const card = (title: string) =>
      section.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) })
    return { section, card }
  }

  /** The overlay is the block holding the card's title, client and link. */
  const overlayOf = (card: Locator) => card.getByRole("heading", { level: 3 }).locator("..")

  shared("the projects of the data, in order, on the home page and the portfolio", async ({ page }) => {
    for (const path of ["/", "/portfolio/"]) {
      const { section } = await openProjects(page, path)
      await expect(section.getByRole("heading", { level: 3 })).toHaveText(projects.items.map(project => project.title))
      for (const project of projects.items)
        await expect(section.getByRole("img", { name: project.imageAlt })).toBeVisible()
      // The filter bar exists but is hidden (spec), its "all" filter chosen.
      await expect(
        section.getByRole("button", { name: allFilter.name, pressed: true, includeHidden: true }),
      ).toBeHidden()
    }
  })

  shared(
    "the hidden filter bar filters by category when shown, and All brings every project back",
    async ({ page }) => {
      const { section } = await openProjects(page)
      // The spec hides the bar; un-hide it as a future design would, and use it as a visitor.
      const bar = section.getByRole("list", { name: uiText.projectFilter, includeHidden: true })
      await bar.evaluate(element => element.removeAttribute("hidden"))
      const titles = section.getByRole("heading", { level: 3 })
      for (const filter of projects.filters.filter(option => option.id !== "all")) {
        await bar.getByRole("button", { name: filter.name }).click()
        await expect(bar.getByRole("button", { name: filter.name })).toHaveAttribute("aria-pressed", "true")
        await expect(titles).toHaveText(
          projects.items.filter(project => project.category === filter.id).map(project => project.title),
        )
      }
      await bar.getByRole("button", { name: allFilter.name }).click()
      await expect(titles).toHaveText(projects.items.map(project => project.title))
    },
  )

  shared("hovering a card shows its title, client and Visit Website link; so does keyboard focus", async ({ page }) => {
    const { section, card } = await openProjects(page)
    const [first, second] = projects.items
    await page.mouse.move(0, 0)
    await expect(overlayOf(card(first.title))).toHaveCSS("opacity", "0")

    await card(first.title).hover()
    const overlay = overlayOf(card(first.title))
    await expect(overlay).toHaveCSS("opacity", "1")
    await expect(overlay.getByText(first.client)).toBeVisible()
    await expect(overlayOf(card(second.title))).toHaveCSS("opacity", "0")

    await page.mouse.move(0, 0)
    await expect(overlay).toHaveCSS("opacity", "0")
    // Keyboard: the Enlarge button, then the card's link, each keep the overlay shown.
    await card(second.title)
      .getByRole("button", { name: new RegExp(`^${zoomText.open}`) })
      .focus()
    await expect(overlayOf(card(second.title))).toHaveCSS("opacity", "1")
    await page.keyboard.press("Tab")
    const link = card(second.title).getByRole("link", {
      name: new RegExp(`^${uiText.visitWebsite}\\s*: ${second.title}`),
    })
    await expect(link).toBeFocused()
    await expect(overlayOf(card(second.title))).toHaveCSS("opacity", "1")
    await expect(overlayOf(card(first.title))).toHaveCSS("opacity", "0")
    await expect(section.getByRole("link", { name: new RegExp(`^${uiText.visitWebsite}`) })).toHaveCount(
      projects.items.length,
    )
  })

  test("Visit Website opens the project's site in a new tab without access to this page", async ({ page, context }) => {
    await context.route(/^https:\/\/[\w-]+\.example\.com\//, route =>
      route.fulfill({ contentType: "text/html", body: "<title>Client site</title>" }),
    )
    const { card } = await openProjects(page)
    const [project] = projects.items
    const link = card(project.title).getByRole("link", { name: new RegExp(`^${uiText.visitWebsite}`) })
    await expect(link).toHaveAttribute("target", "_blank")
    expect((await link.getAttribute("rel"))?.split(/\s+/)).toContain("noopener")
    await card(project.title).hover()
    const [popup] = await Promise.all([page.waitForEvent("popup"), link.click()])
    await popup.waitForLoadState()
    expect(popup.url()).toBe(project.weblink)
    expect(await popup.evaluate(() => window.opener)).toBeNull()
    expect(page.url()).toMatch(/\/portfolio\/$/)
  })

  shared(
    "clicking a picture opens the enlarged view; Escape, a click outside and scrolling close it",
    async ({ page }) => {
      const { card } = await openProjects(page)
      const project = projects.items[1]
      const picture = card(project.title).getByRole("img", { name: project.imageAlt })
      const dialog = page.getByRole("dialog")
      const open = async () => {
        await picture.click()
        await expect(dialog).toBeVisible()
        await expect(dialog.getByRole("img", { name: project.imageAlt })).toBeVisible()
        await expect(dialog.getByRole("button", { name: zoomText.close })).toBeVisible()
      }

      await open()
      await page.keyboard.press("Escape")
      await expect(dialog).toBeHidden()

      await open()
      await page.mouse.click(5, 5)
      await expect(dialog).toBeHidden()

      await open()
      await page.mouse.wheel(0, 120)
      await expect(dialog).toBeHidden()

      await open()
      await page.keyboard.press("PageDown")
      await expect(dialog).toBeHidden()

      await open()
      await page.evaluate(() => window.scrollBy(0, 80))
      await expect(dialog).toBeHidden()
    },
  )

  test("Enlarge image is in the tab order from the first paint and works before the zoom library has arrived", async ({
    page,
  }) => {
    // Hold react-medium-image-zoom's chunk back until the button has been pressed.
    const release = (await gateScripts(page, /data-rmiz-ghost/)).shut()
    await openHydrated(page, "/portfolio/", "load")
    const project = projects.items[2]
    const enlarge = page.getByRole("button", { name: `${zoomText.open}: ${project.imageAlt}` })
    await expect(enlarge).toHaveCount(1)
    await enlarge.focus()
    await page.keyboard.press("Enter")
    await expect(page.getByRole("dialog")).toBeHidden()
    release()
    const dialog = page.getByRole("dialog")
    await expect(dialog.getByRole("img", { name: project.imageAlt })).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(dialog).toBeHidden()
    await expect(enlarge).toBeFocused()
    // One Enlarge button per picture: the library's own stays out of the way.
    await expect(page.getByRole("button", { name: new RegExp(`^${zoomText.open}`) })).toHaveCount(projects.items.length)

    await dropScriptGates(page)
  })

  /**
   * Chromium turns a touch that moves less than its touch slop (15 px here) into a tap: no
   * touchmove reaches the page and a click follows, which closes the view like any click on
   * it. So the 10 px rule is checked with touch events sent to the page itself, and the
   * browser's own gesture path with swipes longer than the slop.
   */
  test("a vertical swipe of more than 10 px closes the enlarged view, a shorter one does not", async ({ page }) => {
    const { card } = await openProjects(page)
    const project = projects.items[0]
    const dialog = page.getByRole("dialog")
    // The library's own state: "hidden" from the moment it starts closing.
    const overlay = dialog.locator("[data-rmiz-modal-overlay]")
    const open = async () => {
      await card(project.title).getByRole("img", { name: project.imageAlt }).click()
      await expect(dialog.getByRole("img", { name: project.imageAlt })).toBeVisible()
      await expect(overlay).toHaveAttribute("data-rmiz-modal-overlay", "visible")
    }
    const touchSwipe = (dy: number) =>
      page.evaluate(dy => {
        const target = document.querySelector("[data-rmiz-modal-img]") ?? document.body
        const at = (y: number) =>
          new Touch({ identifier: 1, target, clientX: 640, clientY: y, screenX: 640, screenY: y })
        const send = (type: string, touch: Touch, down: boolean) =>
          target.dispatchEvent(
            new TouchEvent(type, { bubbles: true, changedTouches: [touch], touches: down ? [touch] : [] }),
          )
        send("touchstart", at(450), true)
        for (let step = 1; step <= 4; step++) send("touchmove", at(450 + (dy * step) / 4), true)
        send("touchend", at(450 + dy), false)
      }, dy)

    await open()
    for (const dy of [SWIPE_TO_CLOSE_PX, -SWIPE_TO_CLOSE_PX]) {
      await touchSwipe(dy)
      await nextFrames(page)
      await expect(overlay, `a swipe of ${dy} px`).toHaveAttribute("data-rmiz-modal-overlay", "visible")
    }
    await touchSwipe(SWIPE_TO_CLOSE_PX + 1)
    await expect(dialog).toBeHidden()
    await open()
    await touchSwipe(-(SWIPE_TO_CLOSE_PX + 1))
    await expect(dialog).toBeHidden()

    // Real touch input through Chromium's gesture handling: a swipe, not a tap (no click).
    const cdp = await page.context().newCDPSession(page)
    await page.evaluate(() => {
      const counter = window as Window & { __clicks?: number }
      counter.__clicks = 0
      window.addEventListener("click", () => counter.__clicks!++, { capture: true })
    })
    for (const dy of [40, -40]) {
      await open()
      await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: 640, y: 450 }] })
      for (let step = 1; step <= 4; step++) {
        await cdp.send("Input.dispatchTouchEvent", {
          type: "touchMove",
          touchPoints: [{ x: 640, y: 450 + (dy * step) / 4 }],
        })
      }
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] })
      await expect(dialog, `a swipe of ${dy} px`).toBeHidden()
    }
    // Two clicks opened the view; the swipes added none.
    expect(await page.evaluate(() => (window as Window & { __clicks?: number }).__clicks)).toBe(2)
  })
})
