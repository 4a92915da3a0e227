import { isTrickOn, TRICKS } from "../switches"

test("every trick is on unless the build switches it off by name", () => {
  for (const trick of TRICKS) expect(isTrickOn(trick, undefined)).toBe(true)
  expect(isTrickOn("compile-hints", "deferred-scripts, compile-hints")).toBe(false)
  expect(isTrickOn("deferred-scripts", "deferred-scripts, compile-hints")).toBe(false)
  expect(isTrickOn("short-class-names", "deferred-scripts, compile-hints")).toBe(true)
})
