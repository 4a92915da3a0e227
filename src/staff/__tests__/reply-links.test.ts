import { mailtoLink, telLink, whatsappLink } from "../reply-links"

describe("call and WhatsApp links from the phone a visitor typed", () => {
  it.each([
    ["a local mobile with spaces", "050 123 4567", "971501234567"],
    ["a local mobile as one word", "0501234567", "971501234567"],
    ["a local landline", "04-123 4567", "97141234567"],
    ["an international UAE number", "+971 50 123 4567", "971501234567"],
    ["00 instead of +", "00971 50 123 4567", "971501234567"],
    ["the country code without +", "971501234567", "971501234567"],
    ["a UAE mobile without its trunk 0", "50 123 4567", "971501234567"],
    ["a foreign number", "+44 (20) 7946 0958", "442079460958"],
    ["a foreign number with 00", "0044 20 7946 0958", "442079460958"],
    ["Arabic-Indic digits", "٠٥٠ ١٢٣ ٤٥٦٧", "971501234567"],
    ["Extended Arabic-Indic digits after +", "+۹۷۱۵۰۱۲۳۴۵۶۷", "971501234567"],
    ["bidi marks and an override around it", "\u200e\u202e050 123 4567\u202c", "971501234567"],
  ])("%s: %s", (_, phone, digits) => {
    expect(telLink(phone)).toBe(`tel:+${digits}`)
    expect(whatsappLink(phone)).toBe(`https://wa.me/${digits}`)
  })

  it.each([
    ["no number", ""],
    ["words", "call me after 3"],
    ["two numbers", "050 123 4567 / 04 123 4567"],
    ["an extension", "04 123 4567 ext 12"],
    ["too few digits", "0123"],
    ["too many digits", "+12345678901234567"],
    ["a + in the middle", "050+1234567"],
    ["a country code that starts with 0", "+0501234567"],
  ])("%s (%s): no link rather than a wrong one", (_, phone) => {
    expect(telLink(phone)).toBeNull()
    expect(whatsappLink(phone)).toBeNull()
  })
})

describe("mailto links", () => {
  it("writes one address with the subject encoded", () => {
    expect(mailtoLink("amira.haddad@corp.example", "Your quote request: Tax & VAT")).toBe(
      "mailto:amira.haddad@corp.example?subject=Your%20quote%20request%3A%20Tax%20%26%20VAT",
    )
  })

  it.each([
    ["two addresses", "a@corp.example,b@evil.example"],
    ["a display name", '"Eve" <ceo@corp.example>'],
    ["an override inside", "a\u202e@corp.example"],
  ])("refuses %s", (_, email) => {
    expect(mailtoLink(email, "Your message")).toBeNull()
  })
})
