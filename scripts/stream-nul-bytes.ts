/**
 * React 18's streaming server renderer (which `gatsby build` uses for every page) copies its
 * output through a 2,048-byte buffer and flushes the whole buffer even when a multi-byte
 * character did not fit at its end: the unwritten bytes reach the HTML as NUL characters, in
 * the middle of Arabic words (facebook/react#26228 fixed it in React 19 only; Docusaurus and
 * react-email met the same bug). The character itself follows intact in the next chunk, so
 * removing the NULs restores the text exactly. A NUL is never valid in an HTML document, and
 * it would make the hydrating browser see text that differs from the page it renders.
 * Returns the same buffer when there is none.
 */
export function withoutStreamNulBytes(html: Buffer): Buffer {
  return html.includes(0) ? Buffer.from(html.filter(byte => byte !== 0)) : html
}
