/** @jest-environment jsdom */
import { renderHook } from "@testing-library/react"
import { navigate } from "gatsby"
import { isUnknownServicePath } from "../../../shared/site-paths"
import { redirectFlagScript, REDIRECTING_ATTRIBUTE, useUnknownServiceRedirect } from "../use-unknown-service-redirect"

afterEach(() => {
  jest.mocked(navigate).mockClear()
  document.documentElement.removeAttribute(REDIRECTING_ATTRIBUTE)
})

test("only paths below /services/ count as unknown service ids", () => {
  expect(isUnknownServicePath("/services/unknown/")).toBe(true)
  expect(isUnknownServicePath("/services/a/b/")).toBe(true)
  expect(isUnknownServicePath("/services/")).toBe(false)
  expect(isUnknownServicePath("/servicesx/")).toBe(false)
  expect(isUnknownServicePath("/nope/")).toBe(false)
  expect(isUnknownServicePath("/ar/services/unknown/")).toBe(true)
  expect(isUnknownServicePath("/ar/services/")).toBe(false)
  expect(isUnknownServicePath("/ar/nope/")).toBe(false)
})

test("an unknown Arabic service id goes to the Arabic /ar/services/", () => {
  renderHook(() => useUnknownServiceRedirect("/ar/services/unknown/"))
  expect(navigate).toHaveBeenCalledWith("/ar/services/", { replace: true })
})

test("an unknown service id goes to /services/, replacing the history entry, with the page hidden meanwhile", () => {
  const { unmount } = renderHook(() => useUnknownServiceRedirect("/services/unknown/"))
  expect(navigate).toHaveBeenCalledWith("/services/", { replace: true })
  expect(document.documentElement.hasAttribute(REDIRECTING_ATTRIBUTE)).toBe(true)
  // The 404 page unmounts when /services/ renders: the page shows again.
  unmount()
  expect(document.documentElement.hasAttribute(REDIRECTING_ATTRIBUTE)).toBe(false)
})

test("any other unknown path stays on the 404 page", () => {
  renderHook(() => useUnknownServiceRedirect("/nope/"))
  expect(navigate).not.toHaveBeenCalled()
  expect(document.documentElement.hasAttribute(REDIRECTING_ATTRIBUTE)).toBe(false)
})

test("the head script hides the page before the first paint only for unknown service ids", () => {
  const run = (pathname: string) => {
    document.documentElement.removeAttribute(REDIRECTING_ATTRIBUTE)
    new Function("location", redirectFlagScript)({ pathname })
    return document.documentElement.hasAttribute(REDIRECTING_ATTRIBUTE)
  }
  expect(run("/services/unknown/")).toBe(true)
  expect(run("/ar/services/unknown/")).toBe(true)
  expect(run("/services/")).toBe(false)
  expect(run("/ar/services/")).toBe(false)
  expect(run("/nope/")).toBe(false)
})
