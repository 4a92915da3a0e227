/**
 * The characters a visitor's text must not carry into the places staff work (e-mail headers, log
 * lines, terminals, spreadsheets, the inbox). One list, used by the forms' rules (validation.ts,
 * in the browser and on the server) and by the server's gate for every other string a visitor
 * sends (server/http/visitor-text.ts).
 */

/** C0 controls, DEL and C1 controls: they break headers and lines, and drive terminals (ESC, CSI, OSC). */
export const CONTROLS = "\\u0000-\\u001f\\u007f-\\u009f"
/** The Unicode line and paragraph separators: line breaks to some readers, not to others. */
export const LINE_SEPARATORS = "\\u2028\\u2029"
/**
 * Bidirectional embeddings, overrides (U+202A-U+202E) and isolates (U+2066-U+2069): text then
 * displays in another order than it is stored, e.g. an address that reads as someone else's.
 */
export const BIDI_CONTROLS = "\\u202a-\\u202e\\u2066-\\u2069"
/** Left-to-right, right-to-left and Arabic letter marks: invisible, they move the punctuation around them. */
export const DIRECTION_MARKS = "\\u200e\\u200f\\u061c"
/** Zero-width space, non-joiner and joiner, word joiner, and the byte-order mark (zero-width no-break space). */
export const ZERO_WIDTH = "\\u200b-\\u200d\\u2060\\ufeff"

/** Not in a single-line field (names, e-mail, phone, service). */
/** Every character above: what a single-line value stored from a visitor, or printed to a terminal, never holds. */
export const EVERY_UNSAFE = `${CONTROLS}${LINE_SEPARATORS}${BIDI_CONTROLS}${DIRECTION_MARKS}${ZERO_WIDTH}`

export const SINGLE_LINE_FORBIDDEN = new RegExp(`[${CONTROLS}${LINE_SEPARATORS}${BIDI_CONTROLS}]`)
/** Not in the free-text message: the controls but tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/
/**
 * Not in a name either: what hides in it without being seen (a name is typed, never pasted from rich
 * text). Unicode's own list of characters a renderer may draw as nothing (Default_Ignorable_Code_Point:
 * the marks and zero-width characters above, soft hyphen, variation selectors, Hangul fillers, tag
 * characters…), which the platform keeps current, plus the interlinear annotation characters, format
 * characters it leaves out that hide the text between them.
 */
export const INVISIBLE = "\\p{Default_Ignorable_Code_Point}\\ufff9-\\ufffb"
export const INVISIBLE_IN_NAME = new RegExp(`[${INVISIBLE}]`, "u")
/**
 * In free text (a message, a staff note) the invisible characters real writing uses stay: the
 * joiners (Arabic, Persian, emoji sequences), the emoji variation selectors and the direction marks
 * (Arabic text). The rest carry text nobody sees: tag characters spell ASCII invisibly (a hidden
 * instruction for whatever tool reads the inbox), Hangul fillers and invisible operators pad it.
 * A source for a regular expression with the `u` flag.
 */
export const HIDDEN_IN_TEXT = `(?![\\u200c\\u200d${DIRECTION_MARKS}\\ufe00-\\ufe0f])[${INVISIBLE}]`
