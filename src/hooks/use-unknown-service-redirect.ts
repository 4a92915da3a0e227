import { useEffect, useLayoutEffect } from "react"
import { navigate } from "gatsby"
import { localeOfPath } from "../../shared/i18n/locales"
import { localizedPath } from "../../shared/i18n/localized-path"
import { isUnknownServicePath, SERVICE_ID_PATH, SERVICES_PATH } from "../../shared/site-paths"

/**
 * The attribute that hides the page content while the 404 page hands over to /services/
 * (see global.css). On a full page load an inline script in the 404 page's head sets it before
 * the first paint (`redirectFlagScript`); on a client-side navigation the layout effect below
 * sets it before the browser paints.
 */
export const REDIRECTING_ATTRIBUTE = "data-redirecting"

export const redirectFlagScript = `if(${String(SERVICE_ID_PATH)}.test(location.pathname))document.documentElement.setAttribute(${JSON.stringify(REDIRECTING_ATTRIBUTE)},"")`

// useLayoutEffect warns during server rendering; the effect only matters in the browser.
const useBrowserLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect

/**
 * Spec: an unknown service id silently goes to /services (of its edition), replacing the history entry, so the
 * visitor never sees a 404 for it. Only the six known ids have pages, so any other
 * /services/<x>/ lands on the 404 page, which calls this hook.
 */
export function useUnknownServiceRedirect(pathname: string) {
  useBrowserLayoutEffect(() => {
    if (!isUnknownServicePath(pathname)) return
    const root = document.documentElement
    root.setAttribute(REDIRECTING_ATTRIBUTE, "")
    navigate(localizedPath(SERVICES_PATH, localeOfPath(pathname)), { replace: true })
    return () => root.removeAttribute(REDIRECTING_ATTRIBUTE)
  }, [pathname])
}
