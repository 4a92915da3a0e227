import { useCallback, useId, useRef, useState } from "react"
import { SiteLink } from "../../i18n/site-link"
import { ChevronDown } from "lucide-react"
import { useDismiss } from "../../hooks/use-dismiss"
import { useUiText } from "../ui/ui-text"
import * as styles from "./services-menu.module.css"

export type ServicesMenuProps = {
  /** "Our Services": links to the service listing; the chevron beside it opens the dropdown. */
  label: string
  path: string
  services: ReadonlyArray<{ readonly title: string; readonly path: string }>
  linkClassName: string
  activeClassName: string
  /** Called when one of the links is followed (closes the mobile menu). */
  onNavigate: () => void
}

/** The Our Services entry of the main navigation with its dropdown of the six service pages. */
export function ServicesMenu({ label, path, services, linkClassName, activeClassName, onNavigate }: ServicesMenuProps) {
  const uiText = useUiText()
  const [open, setOpen] = useState(false)
  const listId = useId()
  const itemRef = useRef<HTMLLIElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const close = useCallback(() => setOpen(false), [])
  useDismiss(open, close, itemRef, toggleRef)

  const follow = () => {
    setOpen(false)
    onNavigate()
  }

  return (
    <li className={styles.item} ref={itemRef}>
      <div className={styles.row}>
        <SiteLink to={path} className={linkClassName} activeClassName={activeClassName} onClick={follow}>
          {label}
        </SiteLink>
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={listId}
          aria-label={uiText.servicesMenu(label)}
          onClick={() => setOpen(current => !current)}
        >
          <ChevronDown aria-hidden="true" focusable="false" />
        </button>
      </div>
      <ul id={listId} className={styles.list} hidden={!open}>
        {services.map(service => (
          <li key={service.path}>
            <SiteLink to={service.path} className={styles.serviceLink} activeClassName={styles.active} onClick={follow}>
              {service.title}
            </SiteLink>
          </li>
        ))}
      </ul>
    </li>
  )
}
