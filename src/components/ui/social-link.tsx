import type { Company } from "../../hooks/use-site-data"
import { SocialIcon } from "./social-icon"
import { useUiText } from "./ui-text"

export type SocialLinkProps = {
  social: Company["socials"][number]
  className?: string
}

/** A company profile as an icon link: opens in a new tab, and says so to screen readers. */
export function SocialLink({ social, className }: SocialLinkProps) {
  const uiText = useUiText()
  return (
    <a
      className={className}
      href={social.url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${social.label} ${uiText.opensInNewTab}`}
    >
      <SocialIcon network={social.network} />
    </a>
  )
}
