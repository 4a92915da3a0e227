import type { ReactNode } from "react"

export type LtrTextProps = { children: ReactNode; className?: string }

/**
 * Text that reads left to right whatever the page's direction: phone numbers, e-mail
 * addresses, prices ("AED 1999"). `<bdi dir="ltr">` isolates it, so inside Arabic text the
 * digits, "+", "@" and "AED" keep their order and the Arabic around it keeps its own; it is
 * inline, so the line still starts on the page's side. `dir="auto"` would not do: digits and
 * "+" have no strong direction to decide by.
 */
export function LtrText({ children, className }: LtrTextProps) {
  return (
    <bdi dir="ltr" className={className}>
      {children}
    </bdi>
  )
}
