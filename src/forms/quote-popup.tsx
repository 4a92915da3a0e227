/**
 * The site-wide quote popup: a native modal <dialog>, mounted
 * once in the layout and opened by the window event openLeadForm from any
 * button. showModal() gives the dimmed ::backdrop, Escape, an inert page behind
 * and a focus trap; this component adds backdrop clicks, the close button,
 * focus on the first field and focus back to the opener (W3C technique H102).
 * The lead form's code is fetched on the first opening only.
 */
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type MouseEvent } from "react"
import { useFormEdition } from "./form-edition-context"
import { OPEN_LEAD_FORM_EVENT } from "./open-lead-form"
import * as styles from "./quote-popup.module.css"

const LeadForm = lazy(() => import("./lead-form"))

export function QuotePopup() {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const openerRef = useRef<HTMLElement | null>(null)
  const firstFieldRef = useRef<HTMLInputElement | null>(null)
  const pressedOnBackdrop = useRef(false)
  const [formRequested, setFormRequested] = useState(false)
  const headingId = useId()
  const { popup } = useFormEdition().texts

  // The form may mount after the dialog opened (first opening): focus it then.
  const bindFirstField = useCallback((field: HTMLInputElement | null) => {
    firstFieldRef.current = field
    if (field && dialogRef.current?.open) field.focus()
  }, [])

  useEffect(() => {
    const open = () => {
      const dialog = dialogRef.current
      if (!dialog || dialog.open) return
      openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      setFormRequested(true)
      dialog.showModal()
      firstFieldRef.current?.focus()
    }
    window.addEventListener(OPEN_LEAD_FORM_EVENT, open)
    return () => window.removeEventListener(OPEN_LEAD_FORM_EVENT, open)
  }, [])

  const close = () => dialogRef.current?.close()

  const returnFocus = () => {
    const opener = openerRef.current
    openerRef.current = null
    if (opener) focusTargetFor(opener)?.focus()
  }

  // A click on the ::backdrop targets the dialog itself (its content box fills the
  // dialog). Both press and release must land there, so a text selection dragged
  // out of a field does not close the form.
  const onMouseDown = (event: MouseEvent<HTMLDialogElement>) => {
    pressedOnBackdrop.current = event.target === event.currentTarget
  }
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (pressedOnBackdrop.current && event.target === event.currentTarget) close()
    pressedOnBackdrop.current = false
  }

  return (
    // The backdrop click is the mouse's way to close; the keyboard has Escape and the close button.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={headingId}
      onClose={returnFocus}
      onMouseDown={onMouseDown}
      onClick={onClick}
    >
      <div className={styles.content}>
        <div className={styles.top}>
          <h2 id={headingId} className={styles.heading}>
            {popup.heading}
          </h2>
          <button type="button" className={styles.close} aria-label={popup.closeLabel} onClick={close}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <p className={styles.intro}>{popup.intro}</p>
        {formRequested ? (
          <Suspense fallback={<p role="status">{popup.loading}</p>}>
            <LeadForm firstFieldRef={bindFirstField} />
          </Suspense>
        ) : null}
      </div>
    </dialog>
  )
}

const isShown = (element: HTMLElement) => element.isConnected && element.getClientRects().length > 0

/**
 * Where focus goes back to: the opener, or, when the opener sat in a panel that has
 * closed since (the mobile menu's Get Started), the button that controls that panel.
 */
function focusTargetFor(opener: HTMLElement): HTMLElement | null {
  if (isShown(opener)) return opener
  for (let panel = opener.parentElement; panel; panel = panel.parentElement) {
    if (!panel.id) continue
    const control = document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(panel.id)}"]`)
    if (control && isShown(control)) return control
  }
  return null
}
