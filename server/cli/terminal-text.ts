/**
 * What the staff commands print goes to a terminal, which obeys what it is sent: ESC and CSI
 * sequences move the cursor, overwrite or hide text and change the window title; OSC 52 writes
 * the operator's clipboard; bidirectional controls show a line in another order than it is. The
 * server's gate keeps these out of new leads (server/http/visitor-text.ts), and the commands
 * escape them anyway, in rows stored before it or written by other means: each one is printed as
 * a visible \u escape, so the operator sees that it is there and nothing acts on it.
 */
import { EVERY_UNSAFE } from "../../src/forms/unsafe-characters"

const UNSAFE = EVERY_UNSAFE
const IN_LINE = new RegExp(`[${UNSAFE}]`, "g")
/** A multi-line text keeps its line feeds and tabs. */
const IN_TEXT = new RegExp(`(?![\\t\\n])[${UNSAFE}]`, "g")

const escape = (character: string) => `\\u${character.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`

/** One line as the terminal may show it. */
export const terminalLine = (value: string): string => value.replace(IN_LINE, escape)

/** A text of several lines (a lead's message) as the terminal may show it. */
export const terminalText = (value: string): string => value.replace(IN_TEXT, escape)

/**
 * JSON whose strings hold none of them either: JSON.stringify escapes only U+0000-U+001F, so DEL,
 * the C1 controls (CSI is U+009B) and the rest are escaped the same way, which JSON reads back unchanged.
 */
// Its own line breaks and indentation are the layout; JSON.stringify escaped those inside strings.
export const terminalJson = (value: unknown): string => terminalText(JSON.stringify(value, null, 2))
