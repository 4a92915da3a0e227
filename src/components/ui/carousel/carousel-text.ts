import type { Locale } from "../../../i18n/locales"

/**
 * Names of the carousel's controls for assistive technology, per edition. Interface wording,
 * not editable content: kept in one place so a wording change or translation touches one file.
 * The Arabic wording is the translator's (ar-drafts/ui-strings.md); digits stay Western (issue 21).
 */
export type CarouselText = {
  roleDescription: string
  slideRoleDescription: string
  slideLabel: (position: number, count: number) => string
  pause: (carousel: string) => string
  play: (carousel: string) => string
  previous: (carousel: string) => string
  next: (carousel: string) => string
  pagination: (carousel: string) => string
  goTo: (position: number, count: number) => string
}

export const carouselTexts: Record<Locale, CarouselText> = {
  en: {
    roleDescription: "carousel",
    slideRoleDescription: "slide",
    slideLabel: (position, count) => `${position} of ${count}`,
    pause: carousel => `Pause the ${carousel} slideshow`,
    play: carousel => `Play the ${carousel} slideshow`,
    previous: carousel => `Previous slide: ${carousel}`,
    next: carousel => `Next slide: ${carousel}`,
    pagination: carousel => `Choose a slide: ${carousel}`,
    goTo: (position, count) => `Slide ${position} of ${count}`,
  },
  ar: {
    roleDescription: "عرض شرائح",
    slideRoleDescription: "شريحة",
    slideLabel: (position, count) => `${position} من ${count}`,
    pause: carousel => `إيقاف عرض شرائح ${carousel} مؤقتًا`,
    play: carousel => `تشغيل عرض شرائح ${carousel}`,
    previous: carousel => `الشريحة السابقة: ${carousel}`,
    next: carousel => `الشريحة التالية: ${carousel}`,
    pagination: carousel => `اختر شريحة: ${carousel}`,
    goTo: (position, count) => `الشريحة ${position} من ${count}`,
  },
}

/** The English wording (the browser suites' English expectations import it by this name). */
export const carouselText = carouselTexts.en
