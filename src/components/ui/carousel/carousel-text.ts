/**
 * Names of the carousel's controls for assistive technology. Interface wording, not
 * editable content: kept in one place so a wording change or translation touches one file.
 */
export const carouselText = {
  roleDescription: "carousel",
  slideRoleDescription: "slide",
  slideLabel: (position: number, count: number) => `${position} of ${count}`,
  pause: (carousel: string) => `Pause the ${carousel} slideshow`,
  play: (carousel: string) => `Play the ${carousel} slideshow`,
  previous: (carousel: string) => `Previous slide: ${carousel}`,
  next: (carousel: string) => `Next slide: ${carousel}`,
  pagination: (carousel: string) => `Choose a slide: ${carousel}`,
  goTo: (position: number, count: number) => `Slide ${position} of ${count}`,
} as const
