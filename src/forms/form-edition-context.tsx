import { createContext, useContext, useMemo, type ReactNode } from "react"
import { formEditionOf, isFormContent, type FormEdition } from "../../shared/forms/form-edition"

/**
 * The forms' edition of the page being shown. gatsby-node.ts puts the edition's raw content into
 * every page's context as `forms`; the page wrapper (gatsby-browser.tsx, gatsby-ssr.tsx) provides
 * it here and the form components read it with `useFormEdition()`.
 */
const FormEditionContext = createContext<FormEdition | null>(null)

export function FormEditionProvider({ content, children }: { content: unknown; children: ReactNode }) {
  if (!isFormContent(content)) {
    // Every page is created with it (gatsby-node.ts): a page without it is a build bug, so the
    // build fails on it (server rendering) rather than ship forms without words.
    throw new Error("This page was created without `forms` in its page context (gatsby-node.ts formContextOf).")
  }
  const edition = useMemo(() => formEditionOf(content), [content])
  return <FormEditionContext.Provider value={edition}>{children}</FormEditionContext.Provider>
}

export function useFormEdition(): FormEdition {
  const edition = useContext(FormEditionContext)
  if (!edition) throw new Error("useFormEdition() outside a FormEditionProvider (the page wrapper provides it).")
  return edition
}

/** The page context's form content: `forms` (gatsby-node.ts). */
export const formContentOfPageContext = (pageContext: unknown): unknown =>
  (pageContext as { forms?: unknown } | undefined)?.forms
