/**
 * Labelled controls bound to Formik. Formik holds at most one error, the first
 * failing rule of the last submit, and the form clears it on any edit, so at
 * most one message shows and only between a submit and the next edit.
 */
import { useField, useFormikContext } from "formik"
import { useId, type ChangeEvent, type ReactNode, type Ref } from "react"
import * as styles from "./form-fields.module.css"

type FieldProps = {
  name: string
  label: ReactNode
  required?: boolean
}

function useFieldState(name: string) {
  const [field, meta] = useField<string>(name)
  const id = useId()
  const error = meta.error
  const errorId = `${id}-error`
  const aria = { "aria-invalid": error ? true : undefined, "aria-describedby": error ? errorId : undefined }
  return { field, id, error, errorId, aria }
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null
  return (
    <p id={id} className={styles.error} role="alert">
      {message}
    </p>
  )
}

/** Label above, control, then the rule message: the layout of every field but the checkbox. */
function LabelledField({
  id,
  label,
  error,
  errorId,
  children,
}: {
  id: string
  label: ReactNode
  error?: string
  errorId: string
  children: ReactNode
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      <FieldError id={errorId} message={error} />
    </div>
  )
}

type TextFieldProps = FieldProps & {
  type?: "text" | "email" | "tel"
  autoComplete: string
  inputRef?: Ref<HTMLInputElement>
}

export function TextField({ name, label, required, type = "text", autoComplete, inputRef }: TextFieldProps) {
  const { field, id, error, errorId, aria } = useFieldState(name)
  return (
    <LabelledField id={id} label={label} error={error} errorId={errorId}>
      <input
        {...field}
        {...aria}
        ref={inputRef}
        id={id}
        type={type}
        // Phone numbers and e-mail addresses are typed left to right on the Arabic pages too.
        dir={type === "text" ? undefined : "ltr"}
        autoComplete={autoComplete}
        required={required}
        className={styles.control}
      />
    </LabelledField>
  )
}

type TextAreaFieldProps = FieldProps & { rows: number; placeholder?: string }

export function TextAreaField({ name, label, required, rows, placeholder }: TextAreaFieldProps) {
  const { field, id, error, errorId, aria } = useFieldState(name)
  return (
    <LabelledField id={id} label={label} error={error} errorId={errorId}>
      <textarea
        {...field}
        {...aria}
        id={id}
        rows={rows}
        required={required}
        placeholder={placeholder}
        className={styles.control}
      />
    </LabelledField>
  )
}

type SelectFieldProps = FieldProps & {
  placeholder: string
  options: { value: string; label: string }[]
}

export function SelectField({ name, label, required, placeholder, options }: SelectFieldProps) {
  const { field, id, error, errorId, aria } = useFieldState(name)
  return (
    <LabelledField id={id} label={label} error={error} errorId={errorId}>
      <select {...field} {...aria} id={id} required={required} className={styles.control}>
        <option value="">{placeholder}</option>
        {options.map(option => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </LabelledField>
  )
}

/** A consent box whose value is "on" when ticked and "" otherwise, as the spec's payload wants. */
export function CheckboxField({ name, label, required }: FieldProps) {
  const { field, id, error, errorId, aria } = useFieldState(name)
  const { setFieldValue } = useFormikContext()
  const onChange = (event: ChangeEvent<HTMLInputElement>) => setFieldValue(name, event.target.checked ? "on" : "")
  return (
    <div className={styles.field}>
      <div className={styles.checkboxRow}>
        <input
          {...aria}
          id={id}
          name={name}
          type="checkbox"
          value="on"
          checked={field.value === "on"}
          onChange={onChange}
          onBlur={field.onBlur}
          required={required}
          className={styles.checkbox}
        />
        <label htmlFor={id} className={styles.checkboxLabel}>
          {label}
        </label>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  )
}
