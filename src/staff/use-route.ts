/** The staff app's address bar: the path and query, and navigation without reloading. */
import { useEffect, useState } from "react"

export type Route = { path: string; query: URLSearchParams }

const current = (): Route => ({ path: window.location.pathname, query: new URLSearchParams(window.location.search) })

export function navigate(to: string): void {
  window.history.pushState(null, "", to)
  window.dispatchEvent(new PopStateEvent("popstate"))
}

export function useRoute(): Route {
  const [route, setRoute] = useState(current)
  useEffect(() => {
    const update = () => setRoute(current())
    window.addEventListener("popstate", update)
    return () => window.removeEventListener("popstate", update)
  }, [])
  return route
}
