import { formatNumber, formatPrice, joinParts } from "../format"

describe("numbers and prices", () => {
  it("writes Western digits with thousands separators in both editions", () => {
    expect(formatNumber(1999, "en")).toBe("1,999")
    expect(formatNumber(1999, "ar")).toBe("1,999")
    expect(formatNumber(199, "ar")).toMatch(/^[0-9]+$/)
  })

  it("puts «درهم» after the amount in Arabic and the code before it in English", () => {
    expect(formatPrice(1999, "درهم", "ar")).toBe("1,999 درهم")
    expect(formatPrice(1999, "AED", "en")).toBe("AED 1,999")
  })

  it("writes no direction marks, which would travel into copied text and WhatsApp messages", () => {
    expect(formatPrice(250000, "درهم", "ar")).not.toMatch(/[\u200e\u200f\u061c]/)
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
