import { Globe } from "lucide-react"

/**
 * Simplified brand marks drawn for this site on lucide's 24 px grid (lucide ships no brand
 * icons). Decorative: every link that shows one also carries the network's name.
 */
const marks: Record<string, JSX.Element> = {
  facebook: (
    <path
      d="M14 22v-8h3l.5-4H14V8c0-1.1.4-1.8 1.9-1.8H18V2.6C17.6 2.5 16.4 2.4 15 2.4c-3 0-5 1.8-5 5.1V10H7v4h3v8Z"
      fill="currentColor"
    />
  ),
  instagram: (
    <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5h.01" />
    </g>
  ),
  linkedin: (
    <g fill="currentColor">
      <rect x="3" y="9" width="4" height="12" />
      <circle cx="5" cy="4.5" r="2.2" />
      <path d="M10 9h3.8v1.7c.6-1 1.9-2 3.9-2 3.2 0 4.3 2 4.3 5.3V21h-4v-6.2c0-1.5-.4-2.6-1.9-2.6-1.6 0-2.1 1.1-2.1 2.6V21h-4Z" />
    </g>
  ),
  x: <path d="M3 3h5.2l4.4 6.1L17.8 3H21l-6.9 8 7.4 10h-5.2l-4.8-6.5L5.8 21H2.6l7.5-8.6Z" fill="currentColor" />,
}

export type SocialIconProps = { network: string; className?: string }

export function SocialIcon({ network, className }: SocialIconProps) {
  const mark = marks[network.toLowerCase()]
  if (!mark) return <Globe className={className} aria-hidden="true" focusable="false" />
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" className={className} aria-hidden="true" focusable="false">
      {mark}
    </svg>
  )
}
