/**
 * Right-to-left carousels, in one place.
 *
 * react-slick's own `rtl` setting is broken (akiran/react-slick #2391 starts at the last slide;
 * #1764, #1903, #1875 slides out of order; #2075 previous jumps with infinite: false; #1339 the
 * wrong slide marked active; fix PR #2262 unmerged). Measured here with our settings: it exposes
 * clones to assistive technology and slickGoTo(0) shows the last slides. So react-slick never
 * gets `rtl`: it runs left to right, and in an RTL edition the carousel shows it mirrored
 * (carousel.module.css: the list flipped with scaleX(-1), each slide flipped back). Slide 1 then
 * sits at the right edge, the next slide enters from the left, autoplay, pagination and the
 * active slides need no translation, and the DOM (so the tab and reading order) stays 1, 2, 3.
 *
 * What CSS cannot mirror is input. A drag to the right over a mirrored list must reach
 * react-slick as a drag to the left, and the Left arrow key as the Right one. This rewrites the
 * horizontal coordinate (mouse clientX, touch pageX) and the arrow key of native events inside
 * `element` while they travel down to their target, before React's root listener builds the
 * synthetic events react-slick reads (it reads only these fields: its swipeStart, swipeMove and
 * keyHandler). Returns a cleanup.
 */
const MOUSE = ["mousedown", "mousemove", "mouseup"] as const
const TOUCH = ["touchstart", "touchmove", "touchend", "touchcancel"] as const
const LEFT = 37
const RIGHT = 39

/** A point reflected about x = 0: only differences between points matter to react-slick. */
type MirroredTouch = { pageX: number; pageY: number; clientX: number; clientY: number; identifier: number }

function mirrorTouches(list: TouchList): MirroredTouch[] {
  return Array.from(list, touch => ({
    pageX: -touch.pageX,
    pageY: touch.pageY,
    clientX: -touch.clientX,
    clientY: touch.clientY,
    identifier: touch.identifier,
  }))
}

/** Shadows a native event's own field for every listener after this one (the field is read-only). */
function override(event: Event, field: string, value: unknown): void {
  Object.defineProperty(event, field, { value, configurable: true })
}

export function mirrorHorizontalInput(element: HTMLElement): () => void {
  const onMouse = (event: MouseEvent) => override(event, "clientX", -event.clientX)
  const onTouch = (event: TouchEvent) => {
    override(event, "touches", mirrorTouches(event.touches))
    override(event, "changedTouches", mirrorTouches(event.changedTouches))
  }
  const onKey = (event: KeyboardEvent) => {
    if (event.keyCode === LEFT) override(event, "keyCode", RIGHT)
    else if (event.keyCode === RIGHT) override(event, "keyCode", LEFT)
  }
  // Capture: this runs on the way down, before the event reaches react-slick's list and bubbles
  // to React's root listener.
  for (const type of MOUSE) element.addEventListener(type, onMouse, true)
  for (const type of TOUCH) element.addEventListener(type, onTouch, { capture: true, passive: true })
  element.addEventListener("keydown", onKey, true)
  return () => {
    for (const type of MOUSE) element.removeEventListener(type, onMouse, true)
    for (const type of TOUCH) element.removeEventListener(type, onTouch, true)
    element.removeEventListener("keydown", onKey, true)
  }
}
