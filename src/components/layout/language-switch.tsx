import { Link } from "gatsby"
import { useLocale } from "../../i18n/locale-context"
import { LOCALE_NAMES, otherLocale } from "../../i18n/locales"
import { twinPath } from "../../i18n/twin-path"

export type LanguageSwitchProps = {
  /** The page's own path (Gatsby's page path, the same on the server and in the browser). */
  pagePath: string
  className: string
  /** Called when the link is followed (closes the mobile menu). */
  onNavigate: () => void
}

/**
 * The link to this page in the other language, named in that language and marked with its
 * language (lang for screen readers, hreflang for the target). The visitor chooses: nothing
 * redirects by the browser's language, so crawlers and shared links get what they asked for.
 */
export function LanguageSwitch({ pagePath, className, onNavigate }: LanguageSwitchProps) {
  const target = otherLocale(useLocale())
  return (
    <Link to={twinPath(pagePath, target)} className={className} lang={target} hrefLang={target} onClick={onNavigate}>
      {LOCALE_NAMES[target]}
    </Link>
  )
}
