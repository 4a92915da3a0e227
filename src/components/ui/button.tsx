import type { ButtonHTMLAttributes, ReactNode } from "react"
import { SiteLink } from "../../i18n/site-link"
import { useUiText } from "./ui-text"
import * as styles from "./button.module.css"

export type ButtonVariant = "primary" | "secondary" | "navy" | "outline" | "outlineLight" | "whatsapp"

type Look = {
  variant?: ButtonVariant
  size?: "normal" | "small"
  block?: boolean
  className?: string
}

function classes({ variant = "primary", size = "normal", block = false, className }: Look): string {
  return [styles.button, styles[variant], size === "small" && styles.small, block && styles.block, className]
    .filter(Boolean)
    .join(" ")
}

export type ButtonProps = Look & Omit<ButtonHTMLAttributes<HTMLButtonElement>, "className">

/** An action on this page (e.g. opening the quote popup). */
export function Button({ variant, size, block, className, type = "button", ...rest }: ButtonProps) {
  return <button type={type} className={classes({ variant, size, block, className })} {...rest} />
}

export type ButtonLinkProps = Look & {
  /** A site path ("/about/") navigates inside the app; anything else is a plain link. */
  to: string
  children: ReactNode
  /** Open in a new tab (external sites such as WhatsApp). */
  newTab?: boolean
  "aria-label"?: string
}

/** A link that looks like a button. */
export function ButtonLink({
  to,
  children,
  newTab = false,
  variant,
  size,
  block,
  className,
  ...rest
}: ButtonLinkProps) {
  const uiText = useUiText()
  const look = classes({ variant, size, block, className })
  if (to.startsWith("/")) {
    return (
      <SiteLink to={to} className={look} {...rest}>
        {children}
      </SiteLink>
    )
  }
  return (
    <a href={to} className={look} {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})} {...rest}>
      {children}
      {newTab && <span className="visually-hidden"> {uiText.opensInNewTab}</span>}
    </a>
  )
}
