/**
 * The phone rule both forms share with the server: digits a visitor types on an Arabic or
 * Persian keyboard are stored as 0–9, and a value that cannot be dialled is refused in the
 * visitor's language.
 */
import forms from "../../../data/forms.json"
import { firstContactError, firstLeadError, serviceOptionsOf } from "../../../shared/forms/form-edition-files"
import { contactPayload, leadPayload } from "../payload"
import { isPhoneNumber, normalizePhone, westernDigits } from "../../../shared/forms/phone-number"
import { emptyContact, type LeadValues } from "../../../shared/forms/validation"

const lead: LeadValues = {
  firstname: "أميرة",
  lastname: "حداد",
  email: "amira@example.com",
  phone: "٠٥٠ ١٢٣ ٤٥٦٧",
  service: serviceOptionsOf("ar").lead[0].value,
  message: "",
}

describe("westernDigits", () => {
  it("writes Arabic-Indic and Persian digits as 0–9 and leaves everything else", () => {
    expect(westernDigits("٠١٢٣٤٥٦٧٨٩")).toBe("0123456789")
    expect(westernDigits("۰۱۲۳۴۵۶۷۸۹")).toBe("0123456789")
    expect(westernDigits("+٩٧١ (٥٠) ۵۵۵-0101")).toBe("+971 (50) 555-0101")
    expect(normalizePhone("  ٠٥٠ ١٢٣ ٤٥٦٧ ")).toBe("050 123 4567")
  })
})

describe("isPhoneNumber", () => {
  it.each(["050 123 4567", "+971 50 123 4567", "(04) 555-0100", "04.555.0100", "٠٥٠ ١٢٣ ٤٥٦٧", "۰۵۰۱۲۳۴۵۶۷"])(
    "accepts %s",
    phone => expect(isPhoneNumber(phone)).toBe(true),
  )

  it.each(["رقمي غير متوفر", "call me", "050 123 456 ext 7", "123456", "+", "1234567890123456", "050+1234567"])(
    "refuses %s",
    phone => expect(isPhoneNumber(phone)).toBe(false),
  )
})

describe("the forms' phone rule, in both editions", () => {
  it("refuses a required phone that is words, with the edition's message", () => {
    expect(firstLeadError({ ...lead, phone: "رقمي غير متوفر" }, "ar")).toEqual({
      field: "phone",
      message: forms.ar.messages.extra.phoneInvalid,
    })
    expect(firstLeadError({ ...lead, phone: "not available" }, "en")).toEqual({
      field: "phone",
      message: forms.messages.extra.phoneInvalid,
    })
  })

  it("keeps the spec's message for an empty required phone", () => {
    expect(firstLeadError({ ...lead, phone: "" }, "ar")?.message).toBe(forms.ar.messages.lead.phoneRequired)
  })

  it("checks the contact form's optional phone only when one is given", () => {
    const contact = { ...emptyContact, ...lead, service: "", message: "مرحبًا", privacy: "on" }
    expect(firstContactError({ ...contact, phone: "" }, "ar")).toBeNull()
    expect(firstContactError({ ...contact, phone: "12345" }, "ar")).toEqual({
      field: "phone",
      message: forms.ar.messages.extra.phoneInvalid,
    })
  })

  it("accepts Arabic-Indic digits and sends them as 0–9", () => {
    expect(firstLeadError(lead, "ar")).toBeNull()
    expect(leadPayload(lead).get("phone")).toBe("050 123 4567")
    expect(contactPayload({ ...emptyContact, ...lead, privacy: "on" }).get("phone")).toBe("050 123 4567")
  })
})
