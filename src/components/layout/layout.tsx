import type { ReactNode } from "react"
import { QuotePopup } from "../../forms/quote-popup"
import { useHydratedSignal } from "../../hooks/use-hydrated-signal"
import { useKeepFocusClear } from "../../hooks/use-keep-focus-clear"
import { useScrolledPast } from "../../hooks/use-scrolled-past"
import { useSiteData } from "../../hooks/use-site-data"
import { useUiText } from "../ui/ui-text"
import { BackToTop } from "./back-to-top"
import { ChatFloat } from "./chat-float"
import { Footer } from "./footer"
import { Header } from "./header"
import { SocialRail } from "./social-rail"
import * as styles from "./layout.module.css"

export type LayoutProps = {
  /** The page's own path (Gatsby's page path), for the language switch. */
  pagePath: string
  children: ReactNode
}

/**
 * The shared frame of every page (header, footer, back-to-top, chat float, side column, quote
 * popup), applied through wrapPageElement.
 */
export function Layout({ pagePath, children }: LayoutProps) {
  const uiText = useUiText()
  const { company, navigation, services, buildYear } = useSiteData()
  const { sentinelRef: headerSentinelRef, scrolledPast: headerScrolled } = useScrolledPast<HTMLDivElement>()
  const { sentinelRef: backToTopSentinelRef, scrolledPast: backToTopShown } = useScrolledPast<HTMLDivElement>()
  const [chat] = company.whatsapp
  useKeepFocusClear()
  useHydratedSignal()

  return (
    <>
      <div ref={headerSentinelRef} className={`${styles.sentinel} ${styles.headerSentinel}`} aria-hidden="true" />
      <div ref={backToTopSentinelRef} className={`${styles.sentinel} ${styles.backToTopSentinel}`} aria-hidden="true" />
      <a id="skip-link" className={styles.skipLink} href="#main-content">
        {uiText.skipLink}
      </a>
      <Header
        companyName={company.name}
        scrolled={headerScrolled}
        mainLinks={navigation.main}
        services={services}
        quoteLabel={navigation.quoteLabel}
        mobileCtaLabel={navigation.mobileCtaLabel}
        pagePath={pagePath}
      />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer
        company={company}
        quickLinks={navigation.quickLinks}
        headings={navigation.footerHeadings}
        legalLinks={navigation.legal}
        services={services}
        buildYear={buildYear}
      />
      <BackToTop visible={backToTopShown} />
      <ChatFloat number={chat.number} message={chat.message} />
      <SocialRail socials={company.socials} phone={company.phones[0]} email={company.emails[0]} />
      <QuotePopup />
    </>
  )
}
