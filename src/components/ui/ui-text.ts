/**
 * Interface wording that is part of the controls rather than editable content: accessible
 * names, screen-reader hints and fixed labels from the specification. Kept in one place so a
 * translation or a wording change touches one file.
 */
export const uiText = {
  skipLink: "Skip to main content",
  homeLink: "home page",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  servicesMenu: "pages",
  mainNav: "Main",
  footerNav: "Footer",
  backToTop: "Back to top",
  chatOnWhatsapp: "Chat with us on WhatsApp",
  shortcuts: "Contact shortcuts",
  callUs: "Call us",
  emailUs: "E-mail us",
  opensInNewTab: "(opens in a new tab)",
  visitWebsite: "Visit Website",
  projectFilter: "Filter projects",
  rating: (rating: number) => `Rated ${rating} out of 5`,
  copyright: "©",
  phone: "Phone",
  email: "E-mail",
  address: "Address",
  slide: "slide",
  heroSlides: "Highlights",
} as const
