/**
 * What the site's pages import from "gatsby", for the editor's preview, where no Gatsby runs: the
 * editor's bundle (scripts/build-admin.ts) resolves "gatsby" to this file. Page queries are the
 * preview's own (page-data.ts), so `graphql` tags are inert; links and navigation stay inside the
 * preview, which shows one page.
 */
import type { AnchorHTMLAttributes } from "react"

export const graphql = (..._query: unknown[]): null => null

export function Link({ to, children, ...anchor }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  return (
    <a {...anchor} href={to} onClick={event => event.preventDefault()}>
      {children}
    </a>
  )
}

export function navigate(): void {}
