import { useCallback, useId, useRef, useState } from "react"
import { useLocale } from "../../i18n/locale-context"
import { SiteLink } from "../../i18n/site-link"
import { Menu, X } from "lucide-react"
import { openLeadForm } from "../../forms/open-lead-form"
import { useDismiss } from "../../hooks/use-dismiss"
import { SERVICES_PATH } from "../../../shared/site-paths"
import { Button } from "../ui/button"
import { Container } from "../ui/container"
import { LOGO_FILE } from "../ui/logo-file"
import { useUiText } from "../ui/ui-text"
import { LanguageSwitch } from "./language-switch"
import { ServicesMenu } from "./services-menu"
import * as styles from "./header.module.css"

type NavLink = { readonly label: string; readonly path: string }

export type HeaderProps = {
  companyName: string
  /** The page is scrolled more than 50 px: the header switches to its solid look. */
  scrolled: boolean
  mainLinks: ReadonlyArray<NavLink>
  services: ReadonlyArray<{ readonly title: string; readonly path: string }>
  quoteLabel: string
  mobileCtaLabel: string
  /** The page's address and whether it is a 404 page, for the language switch. */
  pagePath: string
  notFound?: boolean
}

/** The main-navigation entry that links to the listing carries the services dropdown. */

/**
 * The fixed header: logo, main navigation with the Our Services dropdown and the Get a quote
 * button. Below 1152 px the navigation collapses into a menu panel with a quote button;
 * the panel closes on any link click, on Escape and on a click outside it.
 */
export function Header({
  companyName,
  scrolled,
  mainLinks,
  services,
  quoteLabel,
  mobileCtaLabel,
  pagePath,
  notFound = false,
}: HeaderProps) {
  const uiText = useUiText()
  const locale = useLocale()
  const [menuOpen, setMenuOpen] = useState(false)
  const navId = useId()
  const menuAreaRef = useRef<HTMLDivElement>(null)
  const menuButtonRef = useRef<HTMLButtonElement>(null)
  const closeMenu = useCallback(() => setMenuOpen(false), [])
  useDismiss(menuOpen, closeMenu, menuAreaRef, menuButtonRef)

  return (
    <header className={scrolled ? `${styles.header} ${styles.scrolled}` : styles.header}>
      <Container className={styles.bar}>
        <SiteLink to="/" className={styles.logo} onClick={closeMenu}>
          <img src={LOGO_FILE[locale]} alt={uiText.logoAlt(companyName)} width="200" height="40" />
        </SiteLink>

        <div className={styles.menuArea} ref={menuAreaRef}>
          <button
            ref={menuButtonRef}
            type="button"
            className={styles.menuButton}
            aria-expanded={menuOpen}
            aria-controls={navId}
            aria-label={menuOpen ? uiText.closeMenu : uiText.openMenu}
            onClick={() => setMenuOpen(open => !open)}
          >
            {menuOpen ? <X aria-hidden="true" focusable="false" /> : <Menu aria-hidden="true" focusable="false" />}
          </button>

          <nav
            id={navId}
            aria-label={uiText.mainNav}
            className={menuOpen ? `${styles.nav} ${styles.navOpen}` : styles.nav}
          >
            <ul className={styles.links}>
              {mainLinks.map(link =>
                link.path === SERVICES_PATH ? (
                  <ServicesMenu
                    key={link.path}
                    label={link.label}
                    path={link.path}
                    services={services}
                    linkClassName={styles.link}
                    activeClassName={styles.active}
                    onNavigate={closeMenu}
                  />
                ) : (
                  <li key={link.path}>
                    <SiteLink
                      to={link.path}
                      className={styles.link}
                      activeClassName={styles.active}
                      onClick={closeMenu}
                    >
                      {link.label}
                    </SiteLink>
                  </li>
                ),
              )}
            </ul>
            <Button
              className={styles.mobileCta}
              block
              onClick={() => {
                closeMenu()
                openLeadForm()
              }}
            >
              {mobileCtaLabel}
            </Button>
          </nav>

          {/*
            Outside the menu, so it stays in sight on phones beside the menu button (as on UAE
            portals and banks); from 1152 px it follows the navigation links.
          */}
          <LanguageSwitch
            pagePath={pagePath}
            notFound={notFound}
            className={`${styles.link} ${styles.language}`}
            onNavigate={closeMenu}
          />

          <Button className={styles.quote} size="small" onClick={openLeadForm}>
            {quoteLabel}
          </Button>
        </div>
      </Container>
    </header>
  )
}
