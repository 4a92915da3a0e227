/**
 * Each trick in this folder can be switched off at build time, so `npm run bench:tricks` can
 * measure what it is worth: GATSBY_PERFORMANCE_TRICKS_OFF=deferred-scripts,compile-hints
 * builds the site without those two. Normal builds leave the variable unset and get them all.
 * The GATSBY_ prefix makes Gatsby inline the value into the browser bundle too.
 */
export const TRICKS = [
  "deferred-scripts",
  "hydrate-in-transition",
  "yield-before-boot",
  "short-class-names",
  "compile-hints",
] as const

export type Trick = (typeof TRICKS)[number]

export function isTrickOn(trick: Trick, switchedOff = process.env.GATSBY_PERFORMANCE_TRICKS_OFF): boolean {
  return !(switchedOff ?? "")
    .split(",")
    .map(name => name.trim())
    .includes(trick)
}
