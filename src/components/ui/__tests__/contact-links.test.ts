import { mailtoHref, telHref, whatsappHref } from "../contact-links"

test("phone links use the RFC 3966 global form", () => {
  expect(telHref("+971 4 555-0100")).toBe("tel:+97145550100")
})

test("WhatsApp links take the number as digits only and carry the message encoded", () => {
  expect(whatsappHref("+971 50 555 0101")).toBe("https://wa.me/971505550101")
  expect(whatsappHref("971505550101", "Hi & hello?")).toBe("https://wa.me/971505550101?text=Hi%20%26%20hello%3F")
})

test("e-mail links", () => {
  expect(mailtoHref("info@example.com")).toBe("mailto:info@example.com")
})
