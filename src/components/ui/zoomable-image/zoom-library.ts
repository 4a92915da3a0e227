/**
 * react-medium-image-zoom and its stylesheet, in their own chunk (see use-zoom-library.ts).
 * The stylesheet only uses inline SVG icons and colours: it fetches nothing.
 */
import "react-medium-image-zoom/dist/styles.css"

export { Controlled } from "react-medium-image-zoom"
