/** @jest-environment jsdom */
import { DEFERRED_SCRIPTS_ID, DEFERRED_SCRIPTS_TIMEOUT_MS, deferredScriptsLoader } from "../deferred-scripts"

/**
 * The inline loader exactly as the pages get it (its source text), run in a page that has
 * Gatsby's scripts in the template, under each way a browser may report its paints.
 */
type PaintSupport = "observer" | "already painted" | "none"

let observerCallback: ((list: { getEntriesByName(name: string): unknown[] }) => void) | null = null
let disconnected = false

function setUpPage({ visible = true, paint = "observer" as PaintSupport, images = [] as HTMLImageElement[] } = {}) {
  document.body.innerHTML = `
    <main>page</main>
    <template id="${DEFERRED_SCRIPTS_ID}">
      <script>window.__order = (window.__order || []).concat("inline")</script>
      <script src="/app-1.js" async></script>
      <script src="/framework-2.js" async></script>
    </template>`
  for (const image of images) document.body.prepend(image)
  Object.defineProperty(document, "visibilityState", { value: visible ? "visible" : "hidden", configurable: true })
  observerCallback = null
  disconnected = false
  const Observer =
    paint === "none"
      ? undefined
      : Object.assign(
          jest.fn((callback: typeof observerCallback) => {
            observerCallback = callback
            return {
              observe: jest.fn(),
              disconnect: () => {
                disconnected = true
              },
            }
          }),
          { supportedEntryTypes: ["paint", "largest-contentful-paint"] },
        )
  Object.defineProperty(window, "PerformanceObserver", { value: Observer, configurable: true, writable: true })
  const painted = paint === "already painted" ? [{ name: "first-contentful-paint" }] : []
  Object.defineProperty(performance, "getEntriesByName", { value: () => painted, configurable: true })
}

/** The scripts the loader has added to the page (outside the template). */
function addedScripts() {
  return Array.from(document.body.querySelectorAll(":scope > script")).map(
    script => script.getAttribute("src") ?? `inline: ${script.textContent}`,
  )
}

function runLoader() {
  new Function(deferredScriptsLoader)()
}

/** Lets the loader's frames, timers and promises run (fake timers: no real waiting). */
async function flush() {
  for (let round = 0; round < 5; round++) {
    await Promise.resolve()
    jest.advanceTimersByTime(20)
  }
}

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ["queueMicrotask"] })
  jest.spyOn(window, "requestAnimationFrame").mockImplementation(callback => {
    return window.setTimeout(() => callback(performance.now()), 16) as unknown as number
  })
})

afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
})

const gatsbyScripts = [
  'inline: window.__order = (window.__order || []).concat("inline")',
  "/app-1.js",
  "/framework-2.js",
]

test("nothing is requested before the first contentful paint; after it, Gatsby's scripts in order", async () => {
  setUpPage()
  runLoader()
  await flush()
  expect(addedScripts()).toEqual([])
  observerCallback!({ getEntriesByName: () => [] })
  await flush()
  expect(addedScripts()).toEqual([])
  observerCallback!({ getEntriesByName: name => (name === "first-contentful-paint" ? [{}] : []) })
  await flush()
  expect(addedScripts()).toEqual(gatsbyScripts)
  expect(disconnected).toBe(true)
  const sources = Array.from(document.body.querySelectorAll<HTMLScriptElement>(":scope > script[src]"))
  expect(sources.every(script => script.async)).toBe(true)
})

test("a high-priority picture still loading holds the scripts back until it has loaded", async () => {
  const hero = document.createElement("img")
  hero.setAttribute("fetchpriority", "high")
  Object.defineProperty(hero, "complete", { value: false })
  setUpPage({ paint: "already painted", images: [hero] })
  runLoader()
  await flush()
  expect(addedScripts()).toEqual([])
  hero.dispatchEvent(new Event("load"))
  await flush()
  expect(addedScripts()).toEqual(gatsbyScripts)
})

test("a picture that fails to load does not hold the page back", async () => {
  const hero = document.createElement("img")
  hero.setAttribute("fetchpriority", "high")
  Object.defineProperty(hero, "complete", { value: false })
  setUpPage({ paint: "already painted", images: [hero] })
  runLoader()
  hero.dispatchEvent(new Event("error"))
  await flush()
  expect(addedScripts()).toEqual(gatsbyScripts)
})

test("a background tab, which does not paint, gets its scripts at once", () => {
  setUpPage({ visible: false })
  runLoader()
  expect(addedScripts()).toEqual(gatsbyScripts)
})

test("without paint timing the scripts come with the load event", async () => {
  setUpPage({ paint: "none" })
  runLoader()
  await flush()
  expect(addedScripts()).toEqual([])
  window.dispatchEvent(new Event("load"))
  await flush()
  expect(addedScripts()).toEqual(gatsbyScripts)
})

test("a page that never reports a paint still comes alive after the timeout, and only once", async () => {
  setUpPage()
  runLoader()
  jest.advanceTimersByTime(DEFERRED_SCRIPTS_TIMEOUT_MS - 1)
  expect(addedScripts()).toEqual([])
  jest.advanceTimersByTime(1)
  expect(addedScripts()).toEqual(gatsbyScripts)
  observerCallback!({ getEntriesByName: () => [{}] })
  await flush()
  expect(addedScripts()).toEqual(gatsbyScripts)
})

test("the loader is one self-contained expression (the CSP hashes it as it stands)", () => {
  expect(deferredScriptsLoader.startsWith("(")).toBe(true)
  expect(deferredScriptsLoader).toContain(JSON.stringify(DEFERRED_SCRIPTS_ID))
  expect(() => new Function(deferredScriptsLoader)).not.toThrow()
})
