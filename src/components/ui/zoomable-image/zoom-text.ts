/** Names of the zoom controls for assistive technology (interface wording, one place). */
export const zoomText = {
  /** The library appends ": <alt text>". */
  open: "Enlarge image",
  close: "Close the enlarged image",
} as const
