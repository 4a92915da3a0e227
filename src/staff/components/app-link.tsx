/** A link inside the staff app: a real <a href> (open in a new tab works) that navigates in place. */
import { type AnchorHTMLAttributes } from "react"
import { navigate } from "../use-route"

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }

export function AppLink({ href, onClick, children, ...rest }: Props) {
  return (
    <a
      href={href}
      onClick={event => {
        onClick?.(event)
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
        event.preventDefault()
        navigate(href)
      }}
      {...rest}
    >
      {children}
    </a>
  )
}
