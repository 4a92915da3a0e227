import { LOCALES } from "../locales"
import { NUMBER_LOCALES, formatCount, formatList, formatNumber, formatPrice, joinParts } from "../format"

/** Whole figures of every length up to the safe integers, and each edge of a thousands group. */
const FIGURES = [0, 1, 9, 10, 99, 100, 999, 1000, 1001, 1999, 9999, 10000, 99999, 100000, 250000, 999999, 1000000]
  .concat(Array.from({ length: 16 }, (_, digits) => Number("7".repeat(digits + 1))))
  .concat([Number.MAX_SAFE_INTEGER])

describe("numbers and prices", () => {
  it("writes Western digits with thousands separators in both editions", () => {
    expect(formatNumber(1999, "en")).toBe("1,999")
    expect(formatNumber(1999, "ar")).toBe("1,999")
    expect(formatNumber(199, "ar")).toMatch(/^[0-9]+$/)
  })

  it.each(LOCALES)("writes every whole figure as Intl.NumberFormat does in %s", locale => {
    const intl = new Intl.NumberFormat(NUMBER_LOCALES[locale], { maximumFractionDigits: 2 })
    for (const figure of FIGURES) expect(formatNumber(figure, locale)).toBe(intl.format(figure))
  })

  it.each(LOCALES)("leaves what is not a whole figure of zero or more to Intl in %s", locale => {
    const intl = new Intl.NumberFormat(NUMBER_LOCALES[locale], { maximumFractionDigits: 2 })
    for (const value of [12345.678, 0.5, -1500, 2 ** 60]) expect(formatNumber(value, locale)).toBe(intl.format(value))
  })

  it("writes English counters with two digits at least, and Arabic ones as they are", () => {
    const twoDigits = new Intl.NumberFormat(NUMBER_LOCALES.en, { minimumIntegerDigits: 2 })
    for (const figure of FIGURES) expect(formatCount(figure, false, "en")).toBe(twoDigits.format(figure))
    expect(formatCount(2, true, "en")).toBe("02+")
    expect(formatCount(2, true, "ar")).toBe("2+")
    expect(formatCount(1500, false, "ar")).toBe("1,500")
  })

  it("puts «درهم» after the amount in Arabic and the code before it in English", () => {
    expect(formatPrice(1999, "درهم", "ar")).toBe("1,999 درهم")
    expect(formatPrice(1999, "AED", "en")).toBe("AED 1,999")
  })

  it("writes no direction marks, which would travel into copied text and WhatsApp messages", () => {
    expect(formatPrice(250000, "درهم", "ar")).not.toMatch(/[\u200e\u200f\u061c]/)
  })
})

describe("formatList", () => {
  it.each(LOCALES)("joins one to six items as Intl.ListFormat's conjunction does in %s", locale => {
    const intl = new Intl.ListFormat(locale, { type: "conjunction" })
    const items = ["Bank Account (AED 1,999)", "خدمة (299 درهم)", "c", "d", "e", "f"]
    for (let count = 1; count <= items.length; count++) {
      expect(formatList(items.slice(0, count), locale)).toBe(intl.format(items.slice(0, count)))
    }
  })
})

describe("joinParts", () => {
  it("joins an address with the edition's own comma, and no «و»", () => {
    expect(joinParts(["الخليج التجاري", "دبي", "الإمارات العربية المتحدة"], "ar")).toBe(
      "الخليج التجاري، دبي، الإمارات العربية المتحدة",
    )
    expect(joinParts(["Business Bay", "Dubai", ""], "en")).toBe("Business Bay, Dubai")
  })
})
