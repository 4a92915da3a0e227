import { Link } from "gatsby"
import { useLocale } from "../../i18n/locale-context"
import { LOCALE_NAMES, otherLocale } from "../../../shared/i18n/locales"
import { localizedPath } from "../../../shared/i18n/localized-path"

export type LanguageSwitchProps = {
  /** The page's address. */
  pagePath: string
  /** A 404 page has no address of its own to translate: its switch leads to the other home page. */
  notFound: boolean
  className: string
  /** Called when the link is followed (closes the mobile menu). */
  onNavigate: () => void
}

/**
 * The link to this page in the other language, named in that language and marked with its
 * language (lang for screen readers, hreflang for the target). The visitor chooses: nothing
 * redirects by the browser's language, so crawlers and shared links get what they asked for.
 */
export function LanguageSwitch({ pagePath, notFound, className, onNavigate }: LanguageSwitchProps) {
  const target = otherLocale(useLocale())
  return (
    <Link
      to={localizedPath(notFound ? "/" : pagePath, target)}
      className={className}
      lang={target}
      hrefLang={target}
      onClick={onNavigate}
    >
      {LOCALE_NAMES[target]}
    </Link>
  )
}
