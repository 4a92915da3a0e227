/**
 * Text as the staff search compares it, in every engine: what is typed in the box and what is
 * indexed go through the same folding. Arabic is written with or without short vowels (harakat)
 * and the elongation mark (tatweel), and with several spellings of alef and final ya; a search
 * for "محمد" must find "مُحَمَّد", and "احمد" must find "أحمد".
 */
const ARABIC_MARKS = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/g
const ALEF_FORMS = /[\u0622\u0623\u0625\u0671]/g

export function searchableText(text: string): string {
  return text
    .normalize("NFKC")
    .replace(ARABIC_MARKS, "")
    .replace(ALEF_FORMS, "\u0627")
    .replace(/\u0649/g, "\u064a")
}

/** The words of a text as FTS5's unicode61 tokenizer cuts them: runs of letters and digits. */
export function wordsOf(text: string): string[] {
  return text.match(/[\p{L}\p{N}]+/gu) ?? []
}

/** The words of a search, folded, at most `max` of them. */
export function searchWords(text: string, max: number): string[] {
  return wordsOf(searchableText(text)).slice(0, max)
}
