/**
 * After a submit attempt that fails a rule, move the keyboard to the failing
 * field; its message is tied to it with aria-describedby.
 */
import { useFormikContext } from "formik"
import { useEffect, type RefObject } from "react"

export function FocusFirstError({ formRef }: { formRef: RefObject<HTMLFormElement | null> }) {
  const { submitCount, isSubmitting, errors } = useFormikContext()
  useEffect(() => {
    if (submitCount === 0 || isSubmitting) return
    const field = Object.keys(errors)[0]
    const control = field ? formRef.current?.elements.namedItem(field) : null
    if (control instanceof HTMLElement) control.focus()
    // Only a new submit attempt moves focus, not every keystroke that changes the errors.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount, isSubmitting])
  return null
}
