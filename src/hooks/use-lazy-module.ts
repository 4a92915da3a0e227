import { useEffect, useState } from "react"

/**
 * A dynamic import that every caller shares: one download however many components ask. A
 * failed download is forgotten, so a later caller (or a later visit) may try again.
 */
export function sharedImport<Module>(importModule: () => Promise<Module>): () => Promise<Module> {
  let loading: Promise<Module> | null = null
  return () => {
    loading ??= importModule().catch((error: unknown) => {
      loading = null
      throw error
    })
    return loading
  }
}

/**
 * A module kept out of the page's first-load JavaScript, fetched once `wanted` turns true.
 * Null until it has arrived; when it cannot arrive, `failureMessage` is logged and the
 * component keeps working without it.
 */
export function useLazyModule<Module extends object>(
  wanted: boolean,
  load: () => Promise<Module>,
  failureMessage: string,
): Module | null {
  const [module, setModule] = useState<Module | null>(null)
  useEffect(() => {
    if (!wanted || module) return
    let current = true
    load().then(
      loaded => current && setModule(loaded),
      (error: unknown) => console.warn(failureMessage, error),
    )
    return () => {
      current = false
    }
  }, [wanted, module, load, failureMessage])
  return module
}
