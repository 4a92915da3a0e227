/**
 * A controllable window.matchMedia for jsdom (which has none): answers min-width queries
 * from `width` and prefers-reduced-motion from `reducedMotion`.
 */
export function installMatchMedia({ width, reducedMotion = false }: { width: number; reducedMotion?: boolean }) {
  window.matchMedia = (query: string): MediaQueryList => {
    const minWidth = /min-width:\s*(\d+)px/.exec(query)
    const matches = minWidth ? width >= Number(minWidth[1]) : query.includes("prefers-reduced-motion") && reducedMotion
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }
  }
}
