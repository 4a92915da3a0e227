/**
 * The spam-trap input: out of sight, out of the tab order and hidden from
 * assistive technology, with autofill off so no real visitor ever fills it.
 * Uncontrolled: the form reads it only when sending.
 */
import type { Ref } from "react"
import { useFormEdition } from "./form-edition-context"
import { HONEYPOT_FIELD } from "../../shared/forms/honeypot"
import * as styles from "./honeypot-field.module.css"

export function HoneypotField({ inputRef }: { inputRef: Ref<HTMLInputElement> }) {
  const { honeypotLabel } = useFormEdition().texts
  return (
    <div className={styles.trap} aria-hidden="true">
      <label>
        {honeypotLabel}
        <input ref={inputRef} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}
