/**
 * react-slick marks off-screen and cloned slides `aria-hidden="true"` but leaves the links
 * inside them in the tab order (akiran/react-slick #1535, #1980): keyboard users would land
 * on invisible content and axe reports `aria-hidden-focus`. This takes such elements out of
 * the tab order and gives them back their own tabindex when their slide shows again.
 */
const FOCUSABLE = [
  "a[href]",
  "area[href]",
  "button",
  "input",
  "select",
  "textarea",
  "iframe",
  "summary",
  "[tabindex]",
  '[contenteditable="true"]',
].join(",")

/** Holds an element's own tabindex ("" when it had none) while its slide is hidden. */
const SAVED = "data-carousel-tabindex"

export function syncHiddenSlideFocus(container: Element): void {
  container.querySelectorAll(".slick-slide").forEach(slide => {
    const hidden = slide.getAttribute("aria-hidden") === "true"
    slide.querySelectorAll<HTMLElement>(FOCUSABLE).forEach(element => {
      const saved = element.getAttribute(SAVED)
      if (hidden && saved === null) {
        const own = element.getAttribute("tabindex")
        if (own === "-1") return
        element.setAttribute(SAVED, own ?? "")
        element.setAttribute("tabindex", "-1")
      } else if (!hidden && saved !== null) {
        if (saved === "") element.removeAttribute("tabindex")
        else element.setAttribute("tabindex", saved)
        element.removeAttribute(SAVED)
      }
    })
  })
}

/**
 * Keeps `container` in sync while react-slick changes slides: it flips aria-hidden on the
 * slides and replaces clones when the number of slides per view changes. Returns a cleanup.
 */
export function watchHiddenSlideFocus(container: Element): () => void {
  syncHiddenSlideFocus(container)
  const observer = new MutationObserver(() => syncHiddenSlideFocus(container))
  observer.observe(container, { subtree: true, childList: true, attributes: true, attributeFilter: ["aria-hidden"] })
  return () => observer.disconnect()
}
