import { useEffect } from "react"

/** The attribute on <html> that says the page is live: React has hydrated it and run its effects. */
export const HYDRATED_ATTRIBUTE = "data-hydrated"

/**
 * Marks the page as live once the first commit's effects have run, so tests and monitoring can
 * wait for a signal the site sets on purpose instead of React's private fields. Called by the
 * layout, the root of every page: effects run children first, so the layout's runs last.
 */
export function useHydratedSignal(): void {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "true")
  }, [])
}
