import forms from "../../../data/forms.json"
import serviceData from "../../../data/service-options.json"
import { firstContactError, firstLeadError, formTextsOf, serviceOptionsOf } from "../form-edition-files"
import {
  EMAIL_PATTERN,
  emptyContact,
  emptyLead,
  fieldLimits,
  toFormikErrors,
  type ContactValues,
  type LeadValues,
} from "../validation"
import { SINGLE_LINE_FORBIDDEN } from "../unsafe-characters"

const formTexts = formTextsOf("en")
const { lead: leadMessages, contact: contactMessages, extra: extraMessages } = formTexts.messages
const { lead: leadServiceOptions, contact: contactServiceOptions } = serviceOptionsOf("en")

const validLead: LeadValues = {
  firstname: "Amira",
  lastname: "Haddad",
  email: "amira@example.com",
  phone: "+971 50 123 4567",
  service: leadServiceOptions[1].value,
  message: "",
}

const validContact: ContactValues = {
  firstname: "Omar",
  lastname: "Saleh",
  email: "omar@example.com",
  phone: "",
  service: "",
  message: "Hello, I need a bank account.",
  privacy: "on",
}

describe("lead form rules, in their order", () => {
  // Each step fixes the field the previous step complained about, so every rule
  // is shown exactly when all rules before it pass.
  const steps: [Partial<LeadValues>, string, string][] = [
    [{}, "firstname", leadMessages.firstnameRequired],
    [{ firstname: "Amira" }, "lastname", leadMessages.lastnameRequired],
    [{ lastname: "Haddad" }, "email", leadMessages.emailRequired],
    [{ email: "amira@example" }, "email", leadMessages.emailInvalid],
    [{ email: "amira@example.com" }, "phone", leadMessages.phoneRequired],
    [{ phone: "050 123 4567" }, "service", leadMessages.serviceRequired],
  ]

  it.each(steps.map((step, index) => [index + 1, ...step] as const))(
    "rule %i: after fixing %j the error is on %s",
    (ruleNumber, _fix, field, message) => {
      const values = steps.slice(0, ruleNumber).reduce<LeadValues>((acc, [fix]) => ({ ...acc, ...fix }), emptyLead)
      expect(firstLeadError(values)).toEqual({ field, message })
    },
  )

  it("uses the spec's exact wording", () => {
    expect(Object.values(leadMessages).slice(0, 6)).toEqual([
      "First Name is required.",
      "Last Name is required.",
      "Email is required.",
      "Invalid email format.",
      "Phone number is required.",
      "Please select a service.",
    ])
  })

  it("accepts a complete lead, with or without a message", () => {
    expect(firstLeadError(validLead)).toBeNull()
    expect(firstLeadError({ ...validLead, message: "Please call me in the morning." })).toBeNull()
  })

  it("shows only the earliest failing rule when several fail", () => {
    expect(firstLeadError({ ...emptyLead, phone: "1" })).toEqual({
      field: "firstname",
      message: leadMessages.firstnameRequired,
    })
    expect(firstLeadError({ ...validLead, email: "not-an-email", phone: "", service: "" })).toEqual({
      field: "email",
      message: leadMessages.emailInvalid,
    })
    expect(firstLeadError({ ...validLead, phone: "", service: "" })).toEqual({
      field: "phone",
      message: leadMessages.phoneRequired,
    })
  })

  it("reports a later field when only later fields are wrong", () => {
    expect(firstLeadError({ ...validLead, service: "" })).toEqual({
      field: "service",
      message: leadMessages.serviceRequired,
    })
  })

  it("treats whitespace-only values as empty", () => {
    expect(firstLeadError({ ...validLead, firstname: "   " })?.message).toBe(leadMessages.firstnameRequired)
    expect(firstLeadError({ ...validLead, lastname: "\t" })?.message).toBe(leadMessages.lastnameRequired)
    expect(firstLeadError({ ...validLead, email: "  " })?.message).toBe(leadMessages.emailRequired)
    expect(firstLeadError({ ...validLead, phone: " " })?.message).toBe(leadMessages.phoneRequired)
    expect(firstLeadError({ ...validLead, service: " " })?.message).toBe(leadMessages.serviceRequired)
  })

  it("accepts values with surrounding spaces (they are trimmed for the checks)", () => {
    expect(firstLeadError({ ...validLead, firstname: "  Amira ", email: " amira@example.com " })).toBeNull()
  })

  it("treats missing and non-string values as empty or as text", () => {
    expect(firstLeadError({})).toEqual({ field: "firstname", message: leadMessages.firstnameRequired })
    expect(firstLeadError({ ...validLead, phone: null })?.message).toBe(leadMessages.phoneRequired)
    expect(firstLeadError({ ...validLead, phone: 501234567 })).toBeNull()
  })
})

describe("contact form rules, in their order", () => {
  const steps: [Partial<ContactValues>, string, string][] = [
    [{}, "firstname", contactMessages.firstnameRequired],
    [{ firstname: "Omar" }, "lastname", contactMessages.lastnameRequired],
    [{ lastname: "Saleh" }, "email", contactMessages.emailRequired],
    [{ email: "omar at example.com" }, "email", contactMessages.emailInvalid],
    [{ email: "omar@example.com" }, "message", contactMessages.messageRequired],
    [{ message: "Hello" }, "privacy", contactMessages.privacyRequired],
  ]

  it.each(steps.map((step, index) => [index + 1, ...step] as const))(
    "rule %i: after fixing %j the error is on %s",
    (ruleNumber, _fix, field, message) => {
      const values = steps
        .slice(0, ruleNumber)
        .reduce<ContactValues>((acc, [fix]) => ({ ...acc, ...fix }), emptyContact)
      expect(firstContactError(values)).toEqual({ field, message })
    },
  )

  it("uses the spec's exact wording", () => {
    expect(Object.values(contactMessages).slice(0, 6)).toEqual([
      "First name is required.",
      "Last name is required.",
      "Email is required.",
      "Invalid email format.",
      "Message is required.",
      "You must agree to the privacy policy.",
    ])
    expect(contactMessages.sent).toBe("Thanks for your message! We'll get back to you shortly.")
    expect(contactMessages.sendFailed).toBe("Failed to send message. Please try again.")
    expect(leadMessages.sendFailed).toBe("Failed to submit form. Please try again.")
  })

  it("accepts a complete message; phone and service are optional", () => {
    expect(firstContactError(validContact)).toBeNull()
    expect(
      firstContactError({ ...validContact, phone: "+971 4 000 0000", service: contactServiceOptions[0].value }),
    ).toBeNull()
  })

  it("shows only the earliest failing rule when several fail", () => {
    expect(firstContactError({ ...emptyContact, privacy: "on", message: "Hi" })?.field).toBe("firstname")
    expect(firstContactError({ ...validContact, email: "x", message: "", privacy: "" })?.message).toBe(
      contactMessages.emailInvalid,
    )
    expect(firstContactError({ ...validContact, message: "", privacy: "" })?.message).toBe(
      contactMessages.messageRequired,
    )
  })

  it("treats whitespace-only values as empty", () => {
    expect(firstContactError({ ...validContact, firstname: " " })?.message).toBe(contactMessages.firstnameRequired)
    expect(firstContactError({ ...validContact, lastname: "  " })?.message).toBe(contactMessages.lastnameRequired)
    expect(firstContactError({ ...validContact, email: "\t " })?.message).toBe(contactMessages.emailRequired)
    expect(firstContactError({ ...validContact, message: " \n " })?.message).toBe(contactMessages.messageRequired)
  })

  it("counts the privacy box as ticked only when its value is on", () => {
    for (const privacy of ["", "off", "true", "yes"]) {
      expect(firstContactError({ ...validContact, privacy })?.message).toBe(contactMessages.privacyRequired)
    }
  })
})

describe("e-mail pattern: non-space, @, non-space, dot, non-space", () => {
  it.each(["a@b.c", "first.last@example.co.uk", "x+tag@sub.example.ae"])("accepts %s", email => {
    expect(EMAIL_PATTERN.test(email)).toBe(true)
    expect(firstLeadError({ ...validLead, email })).toBeNull()
  })

  it.each(["a@b@c.d", "a@b.c,d@e.f", "a@b.c;d@e.f", '"Eve"<ceo@b.c>', "a@b.c>", "a@b..c", "a@-b.c"])(
    "takes %j as the pattern allows, then refuses it as not exactly one address",
    email => {
      expect(EMAIL_PATTERN.test(email)).toBe(true)
      expect(firstLeadError({ ...validLead, email })).toEqual({
        field: "email",
        message: extraMessages.oneEmailAddress,
      })
      expect(firstContactError({ ...validContact, email })).toEqual({
        field: "email",
        message: extraMessages.oneEmailAddress,
      })
    },
  )

  it.each(["plain", "a@b", "@b.c", "a@.c", "a@b.", "a b@c.d", "a@b .c", "a@b.c d"])("rejects %s", email => {
    expect(firstLeadError({ ...validLead, email })?.message).toBe(leadMessages.emailInvalid)
    expect(firstContactError({ ...validContact, email })?.message).toBe(contactMessages.emailInvalid)
  })
})

describe("service options", () => {
  it("offers each form the services data/service-options.json marks for it, in the file's order", () => {
    const offered = (form: "inLeadForm" | "inContactForm") =>
      serviceData.items.filter(item => item[form]).map(({ value, label }) => ({ value, label }))
    expect(leadServiceOptions).toEqual(offered("inLeadForm"))
    expect(contactServiceOptions).toEqual(offered("inContactForm"))
  })

  it.each(leadServiceOptions.map(option => option.value))("accepts the lead service %s", service => {
    expect(firstLeadError({ ...validLead, service })).toBeNull()
  })

  it.each(contactServiceOptions.map(option => option.value))("accepts the contact service %s", service => {
    expect(firstContactError({ ...validContact, service })).toBeNull()
  })

  it("takes only submitted values, not the labels shown", () => {
    // A label made to differ from every value: what a visitor reads is never what is sent.
    const label = `${leadServiceOptions[1].label} (shown)`
    expect(firstLeadError({ ...validLead, service: label })).toEqual({
      field: "service",
      message: extraMessages.serviceUnknown,
    })
    expect(firstContactError({ ...validContact, service: label })?.message).toBe(extraMessages.serviceUnknown)
  })

  it("rejects unknown services, and on the contact form exactly the services it does not offer", () => {
    expect(firstLeadError({ ...validLead, service: "Free Money" })?.message).toBe(extraMessages.serviceUnknown)
    const upperCased = leadServiceOptions[0].value.toUpperCase() + "!"
    expect(firstLeadError({ ...validLead, service: upperCased })?.message).toBe(extraMessages.serviceUnknown)
    expect(firstContactError({ ...validContact, service: "Free Money" })?.message).toBe(extraMessages.serviceUnknown)
    for (const { value } of leadServiceOptions) {
      const offered = contactServiceOptions.some(option => option.value === value)
      expect(firstContactError({ ...validContact, service: value })?.message).toBe(
        offered ? undefined : extraMessages.serviceUnknown,
      )
    }
  })
})

describe("rules beyond the spec: length caps and control characters", () => {
  it("checks them only after every spec rule has passed", () => {
    const long = "x".repeat(fieldLimits.firstname + 1)
    expect(firstLeadError({ ...emptyLead, firstname: long })?.message).toBe(leadMessages.lastnameRequired)
    expect(firstContactError({ ...validContact, firstname: long, privacy: "" })?.message).toBe(
      contactMessages.privacyRequired,
    )
  })

  it.each(Object.entries(fieldLimits).filter(([field]) => field !== "privacy" && field !== "service"))(
    "caps %s at %i characters",
    (field, limit) => {
      // A phone stays a number that could be dialled (phone-number.ts): digits spaced out to the limit.
      const filler = { email: `${"a".repeat(limit - 12)}@example.com`, phone: `1234567${" ".repeat(limit - 8)}8` }
      const atLimit = field === "email" || field === "phone" ? filler[field] : "a".repeat(limit)
      const overLimit = field === "email" ? `a${atLimit}` : field === "phone" ? `1${atLimit}` : `${atLimit}a`
      expect(firstLeadError({ ...validLead, [field]: atLimit })).toBeNull()
      const error = firstLeadError({ ...validLead, [field]: overLimit })
      expect(error?.field).toBe(field)
      expect(error?.message).toMatch(`must be at most ${limit} characters.`)
    },
  )

  it("names the field in the length message", () => {
    expect(firstContactError({ ...validContact, message: "m".repeat(fieldLimits.message + 1) })?.message).toBe(
      `${formTexts.labels.message} must be at most 5000 characters.`,
    )
  })

  it.each([
    ["CR LF", "Amira\r\nBcc: x@example.com"],
    ["LF", "Amira\nHaddad"],
    ["NUL", "Amira\u0000"],
    ["tab", "Amira\tHaddad"],
    ["DEL", "Amira\u007f"],
    ["C1 next line", "Amira\u0085"],
    ["line separator", "Amira\u2028"],
  ])("refuses %s in a single-line field", (_name, firstname) => {
    expect(firstLeadError({ ...validLead, firstname })).toEqual({
      field: "firstname",
      message: `${formTexts.labels.firstname} contains characters that are not allowed.`,
    })
    expect(firstContactError({ ...validContact, email: `omar@example.com${firstname.slice(5)}` })?.field).toBe("email")
  })

  it("allows line breaks and tabs in the message but not other control characters", () => {
    expect(firstContactError({ ...validContact, message: "Line one\r\nLine two\n\tindented" })).toBeNull()
    expect(firstLeadError({ ...validLead, message: "Hi\u0007" })).toEqual({
      field: "message",
      message: `${formTexts.labels.message} contains characters that are not allowed.`,
    })
  })

  it("accepts non-Latin names and messages", () => {
    expect(firstLeadError({ ...validLead, firstname: "أميرة", lastname: "حداد", message: "مرحبا 👋" })).toBeNull()
  })
})

describe("names hold no invisible characters", () => {
  const invisible = [
    ["left-to-right mark", "\u200e"],
    ["right-to-left mark", "\u200f"],
    ["Arabic letter mark", "\u061c"],
    ["zero-width space", "\u200b"],
    ["zero-width non-joiner", "\u200c"],
    ["zero-width joiner", "\u200d"],
    ["word joiner", "\u2060"],
    ["byte-order mark", "\ufeff"],
  ]
  it.each(invisible)("refuses the %s in either name, in both editions, with its own message", (_name, character) => {
    for (const locale of ["en", "ar"] as const) {
      const { labels, messages } = formTextsOf(locale)
      expect(firstLeadError({ ...validLead, firstname: `Am${character}ira` }, locale)).toEqual({
        field: "firstname",
        message: messages.extra.invisibleCharacters(labels.firstname),
      })
      expect(firstContactError({ ...validContact, lastname: `${character}Saleh` }, locale)).toEqual({
        field: "lastname",
        message: messages.extra.invisibleCharacters(labels.lastname),
      })
    }
    // A message may hold them: Arabic text uses direction marks, emoji the joiner.
    expect(firstContactError({ ...validContact, message: `Hello${character}` })).toBeNull()
  })

  // Every code point Unicode calls default-ignorable, found by the platform's own property over the
  // whole code point range, in runs of neighbours (soft hyphen, variation selectors, tag characters…).
  const DEFAULT_IGNORABLE = /^\p{Default_Ignorable_Code_Point}$/u
  const ignorableRuns: [string, number[]][] = []
  for (let codePoint = 0; codePoint <= 0x10ffff; codePoint++) {
    if (!DEFAULT_IGNORABLE.test(String.fromCodePoint(codePoint))) continue
    const last = ignorableRuns.at(-1)
    if (last && last[1].at(-1) === codePoint - 1) last[1].push(codePoint)
    else ignorableRuns.push(["", [codePoint]])
  }
  const hex = (codePoint: number) => `U+${codePoint.toString(16).toUpperCase().padStart(4, "0")}`
  for (const run of ignorableRuns) run[0] = `${hex(run[1][0])}–${hex(run[1].at(-1) ?? 0)}`
  // The interlinear annotation characters hide the text between them too, though Unicode lists them as format characters only.
  ignorableRuns.push(["U+FFF9–U+FFFB", [0xfff9, 0xfffa, 0xfffb]])

  it.each(ignorableRuns)(
    "refuses every default-ignorable code point of %s in either name, in both editions",
    (_run, codePoints) => {
      for (const locale of ["en", "ar"] as const) {
        const { labels, messages } = formTextsOf(locale)
        for (const codePoint of codePoints) {
          const character = String.fromCodePoint(codePoint)
          // A bidirectional control is refused first, as a control character (the rules' order).
          const message = SINGLE_LINE_FORBIDDEN.test(character)
            ? messages.extra.controlCharacters
            : messages.extra.invisibleCharacters
          expect([hex(codePoint), firstLeadError({ ...validLead, firstname: `Am${character}ira` }, locale)]).toEqual([
            hex(codePoint),
            { field: "firstname", message: message(labels.firstname) },
          ])
          expect([
            hex(codePoint),
            firstContactError({ ...validContact, lastname: `Saleh${character}` }, locale),
          ]).toEqual([hex(codePoint), { field: "lastname", message: message(labels.lastname) }])
        }
      }
    },
  )

  it.each(["\u202a", "\u202b", "\u202c", "\u202d", "\u202e", "\u2066", "\u2067", "\u2068", "\u2069"])(
    "refuses the bidirectional control %j in a name",
    character => {
      expect(firstLeadError({ ...validLead, lastname: `Haddad${character}` })).toEqual({
        field: "lastname",
        message: extraMessages.controlCharacters(formTexts.labels.lastname),
      })
    },
  )

  it("says what is wrong in each edition's words, naming the field", () => {
    expect(extraMessages.invisibleCharacters(formTexts.labels.firstname)).toContain(formTexts.labels.firstname)
    const arabic = formTextsOf("ar")
    expect(arabic.messages.extra.invisibleCharacters(arabic.labels.firstname)).toContain(arabic.labels.firstname)
    expect(forms.ar.messages.extra.invisibleCharacters).not.toBe(forms.messages.extra.invisibleCharacters)
  })
})

describe("the Arabic edition: the same rules in the same order, the messages of data/forms.json's Arabic part", () => {
  const arabic = forms.ar.messages
  const english = forms.messages
  const fill = (template: string, label: string, max?: number) =>
    template.replace("{label}", label).replace("{max}", String(max))

  const leadSteps: [Partial<LeadValues>, keyof LeadValues, keyof typeof arabic.lead][] = [
    [{}, "firstname", "firstnameRequired"],
    [{ firstname: "أميرة" }, "lastname", "lastnameRequired"],
    [{ lastname: "حداد" }, "email", "emailRequired"],
    [{ email: "amira@example" }, "email", "emailInvalid"],
    [{ email: "amira@example.com" }, "phone", "phoneRequired"],
    [{ phone: "050 123 4567" }, "service", "serviceRequired"],
  ]
  it.each(leadSteps.map(([, field, key], index) => [index, field, key] as const))(
    "lead rule %i (%s): %s in Arabic",
    (index, field, key) => {
      const values = leadSteps.slice(0, index + 1).reduce<LeadValues>((acc, [fix]) => ({ ...acc, ...fix }), emptyLead)
      expect(firstLeadError(values, "ar")).toEqual({ field, message: arabic.lead[key] })
      expect(arabic.lead[key]).not.toBe(english.lead[key])
      expect(firstLeadError(values, "en")).toEqual({ field, message: english.lead[key] })
    },
  )

  const contactSteps: [Partial<ContactValues>, keyof ContactValues, keyof typeof arabic.contact][] = [
    [{}, "firstname", "firstnameRequired"],
    [{ firstname: "عمر" }, "lastname", "lastnameRequired"],
    [{ lastname: "صالح" }, "email", "emailRequired"],
    [{ email: "omar at example.com" }, "email", "emailInvalid"],
    [{ email: "omar@example.com" }, "message", "messageRequired"],
    [{ message: "مرحبًا" }, "privacy", "privacyRequired"],
  ]
  it.each(contactSteps.map(([, field, key], index) => [index, field, key] as const))(
    "contact rule %i (%s): %s in Arabic",
    (index, field, key) => {
      const values = contactSteps
        .slice(0, index + 1)
        .reduce<ContactValues>((acc, [fix]) => ({ ...acc, ...fix }), emptyContact)
      expect(firstContactError(values, "ar")).toEqual({ field, message: arabic.contact[key] })
      expect(arabic.contact[key]).not.toBe(english.contact[key])
    },
  )

  it("the rules beyond the spec, naming a field by its Arabic label", () => {
    const labels = forms.ar.labels
    expect(firstLeadError({ ...validLead, service: "Pizza" }, "ar")?.message).toBe(arabic.extra.serviceUnknown)
    expect(firstContactError({ ...validContact, email: "a@b.c,d@e.f" }, "ar")?.message).toBe(
      arabic.extra.oneEmailAddress,
    )
    expect(firstLeadError({ ...validLead, lastname: "ح".repeat(fieldLimits.lastname + 1) }, "ar")?.message).toBe(
      fill(arabic.extra.tooLong, labels.lastname, fieldLimits.lastname),
    )
    expect(firstContactError({ ...validContact, message: "سطر\u0007" }, "ar")?.message).toBe(
      fill(arabic.extra.controlCharacters, labels.message),
    )
  })

  it("accepts what English accepts: the service values are shared, only their labels differ", () => {
    expect(firstLeadError(validLead, "ar")).toBeNull()
    expect(firstContactError(validContact, "ar")).toBeNull()
    const options = serviceOptionsOf("ar")
    expect(options.lead.map(option => option.value)).toEqual(leadServiceOptions.map(option => option.value))
    expect(options.contact.map(option => option.value)).toEqual(contactServiceOptions.map(option => option.value))
    const arabicLabels = serviceData.ar.items.map(item => item.label)
    expect(options.lead.map(option => option.label)).toEqual(
      serviceData.items.flatMap((item, index) => (item.inLeadForm ? [arabicLabels[index]] : [])),
    )
    expect(options.leadPlaceholder).toBe(serviceData.ar.leadPlaceholder)
  })

  it("keeps no placeholder unfilled in any Arabic message", () => {
    const long = { ...validLead, firstname: "ا".repeat(fieldLimits.firstname + 1) }
    expect(firstLeadError(long, "ar")?.message).not.toMatch(/[{}]/)
    // The number meets its noun: Arabic's plural forms (CLDR's, through Intl) pick the noun's form.
    expect(formTextsOf("ar").timeoutMessage(20)).toBe(forms.ar.timeoutMessage.replace("{seconds}", "20 ثانية"))
    expect(formTextsOf("ar").timeoutMessage(3)).toBe(forms.ar.timeoutMessage.replace("{seconds}", "3 ثوان"))
    expect(formTextsOf("ar").timeoutMessage(2)).toBe(forms.ar.timeoutMessage.replace("{seconds}", "ثانيتان"))
    expect(formTextsOf("en").timeoutMessage(20)).toBe(forms.timeoutMessage.replace("{seconds}", "20 seconds"))
  })
})

describe("toFormikErrors", () => {
  it("gives Formik one error at most, on the failing field", () => {
    expect(toFormikErrors(firstLeadError(emptyLead))).toEqual({ firstname: leadMessages.firstnameRequired })
    expect(toFormikErrors(firstContactError(validContact))).toEqual({})
  })
})
