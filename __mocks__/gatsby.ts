/**
 * Gatsby's runtime exports for component tests, after Gatsby's unit-testing guide:
 * `graphql` is compiled away at build time and Link becomes a plain anchor.
 */
import { createElement, forwardRef, type AnchorHTMLAttributes } from "react"

const gatsby = jest.requireActual("gatsby")

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string
  activeClassName?: string
  partiallyActive?: boolean
}

export const graphql = jest.fn()
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, activeClassName: _active, partiallyActive: _partial, ...rest },
  ref,
) {
  return createElement("a", { ...rest, href: to, ref })
})
export const navigate = jest.fn()
export const withPrefix = (path: string) => path
export const useStaticQuery = jest.fn()
export const Slice = gatsby.Slice
