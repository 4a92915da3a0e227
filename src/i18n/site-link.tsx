import { Link, type GatsbyLinkProps } from "gatsby"
import { useLocale } from "./locale-context"
import { localizedPath } from "../../shared/i18n/localized-path"

export type SiteLinkProps = Omit<GatsbyLinkProps<unknown>, "ref">

/** Gatsby's Link to a path written for English in data/, leading to the page's own edition. */
export function SiteLink({ to, ...rest }: SiteLinkProps) {
  const locale = useLocale()
  return <Link to={localizedPath(to, locale)} {...rest} />
}
