import type { ReactNode } from "react"
import * as styles from "./container.module.css"

export type ContainerProps = { children: ReactNode; className?: string }

/** Centres content at the site's maximum width with the responsive side padding. */
export function Container({ children, className }: ContainerProps) {
  return <div className={className ? `${styles.container} ${className}` : styles.container}>{children}</div>
}
