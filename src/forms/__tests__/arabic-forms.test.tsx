/** @jest-environment jsdom */
/**
 * The forms on a page of the Arabic edition (the locale its page context gives): every word
 * from data/forms.json's and data/service-options.json's Arabic parts, the same rules, and a
 * payload with the English field names and service values.
 */
import "@testing-library/jest-dom"
import { act, render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import forms from "../../../data/forms.json"
import serviceData from "../../../data/service-options.json"
import { formTextsOf } from "../../../shared/forms/form-edition-files"
import { inArabic as arabicEdition } from "./support/in-edition"
import { ContactForm } from "../contact-form"
import LeadForm from "../lead-form"
import { QuotePopup } from "../quote-popup"
import { submitForm, type SubmitOutcome } from "../submit-form"

jest.mock("../submit-form", () => ({ ...jest.requireActual("../submit-form"), submitForm: jest.fn() }))
const send = jest.mocked(submitForm)
afterEach(() => send.mockReset())

const texts = forms.ar
const messages = forms.ar.messages
const { labels } = texts
const inArabic = (element: React.ReactElement) => render(element, { wrapper: arabicEdition })

/** The Arabic label of the i-th service of data/service-options.json, with its shared value. */
const serviceAt = (index: number) => ({
  label: serviceData.ar.items[index].label,
  value: serviceData.items[index].value,
})

describe("the Arabic contact form", () => {
  it("shows the Arabic labels, placeholder and consent, linking the Arabic privacy page", () => {
    inArabic(<ContactForm />)
    for (const label of [labels.firstname, labels.lastname, labels.email, labels.message]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument()
    }
    const service = screen.getByLabelText(`${labels.service} ${labels.optional}`)
    expect(within(service).getAllByRole("option")[0]).toHaveTextContent(serviceData.ar.contactPlaceholder)
    expect(screen.getByRole("link", { name: texts.contact.privacyLinkText })).toHaveAttribute(
      "href",
      `/ar${forms.contact.privacyPath}`,
    )
    expect(screen.getByRole("button", { name: texts.contact.submitLabel })).toBeInTheDocument()
  })

  it("speaks its rules in Arabic, in the spec's order", async () => {
    const user = userEvent.setup()
    inArabic(<ContactForm />)
    const submit = () => user.click(screen.getByRole("button", { name: texts.contact.submitLabel }))
    await submit()
    expect(await screen.findByRole("alert")).toHaveTextContent(messages.contact.firstnameRequired)
    await user.type(screen.getByLabelText(labels.firstname), "عمر")
    await user.type(screen.getByLabelText(labels.lastname), "صالح")
    await user.type(screen.getByLabelText(labels.email), "omar@")
    await submit()
    expect(await screen.findByRole("alert")).toHaveTextContent(messages.contact.emailInvalid)
    expect(send).not.toHaveBeenCalled()
  })

  it("sends the English field names and service value, reads Sending... and then thanks in Arabic", async () => {
    const user = userEvent.setup()
    inArabic(<ContactForm />)
    const chosen = serviceAt(serviceData.items.findIndex(item => item.inContactForm))
    await user.type(screen.getByLabelText(labels.firstname), "عمر")
    await user.type(screen.getByLabelText(labels.lastname), "صالح")
    await user.type(screen.getByLabelText(labels.email), "omar@example.com")
    await user.selectOptions(screen.getByLabelText(`${labels.service} ${labels.optional}`), chosen.label)
    await user.type(screen.getByLabelText(labels.message), "أرغب في فتح حساب مصرفي.")
    await user.click(screen.getByRole("checkbox"))
    let settle: (outcome: SubmitOutcome) => void = () => undefined
    send.mockImplementationOnce(() => new Promise(resolve => (settle = resolve)))
    await user.click(screen.getByRole("button", { name: texts.contact.submitLabel }))

    expect(await screen.findByRole("button", { name: messages.sending })).toBeDisabled()
    const [body, options] = send.mock.calls[0]
    expect(Object.fromEntries(body)).toEqual({
      firstname: "عمر",
      lastname: "صالح",
      email: "omar@example.com",
      phone: "",
      service: chosen.value,
      message: "أرغب في فتح حساب مصرفي.",
      privacy: "on",
    })
    expect(options.texts.timeoutMessage(20)).toBe(formTextsOf("ar").timeoutMessage(20))
    await act(async () => settle({ ok: true }))
    expect(screen.getByRole("status")).toHaveTextContent(messages.contact.sent)
  })

  it("puts the Arabic failure text before the server's detail", async () => {
    const user = userEvent.setup()
    inArabic(<ContactForm />)
    await user.type(screen.getByLabelText(labels.firstname), "عمر")
    await user.type(screen.getByLabelText(labels.lastname), "صالح")
    await user.type(screen.getByLabelText(labels.email), "omar@example.com")
    await user.type(screen.getByLabelText(labels.message), "مرحبًا")
    await user.click(screen.getByRole("checkbox"))
    send.mockResolvedValueOnce({ ok: false, detail: messages.extra.serviceUnknown })
    await user.click(screen.getByRole("button", { name: texts.contact.submitLabel }))
    expect(await screen.findByRole("alert")).toHaveTextContent(
      `${messages.contact.sendFailed} ${messages.extra.serviceUnknown}`,
    )
  })
})

describe("the Arabic lead form and quote popup", () => {
  it("shows the Arabic labels, placeholders and services (with the shared values)", () => {
    inArabic(<LeadForm />)
    expect(screen.getByLabelText(`${labels.message} ${labels.optional}`)).toHaveAttribute(
      "placeholder",
      texts.lead.messagePlaceholder,
    )
    const options = within(screen.getByLabelText(labels.service)).getAllByRole("option")
    expect(options[0]).toHaveTextContent(serviceData.ar.leadPlaceholder)
    const offered = serviceData.items.flatMap((item, index) => (item.inLeadForm ? [serviceAt(index)] : []))
    expect(options.slice(1).map(option => [option.textContent, option.getAttribute("value")])).toEqual(
      offered.map(({ label, value }) => [label, value]),
    )
  })

  it("speaks its rules in Arabic", async () => {
    const user = userEvent.setup()
    inArabic(<LeadForm />)
    await user.click(screen.getByRole("button", { name: texts.lead.submitLabel }))
    expect(await screen.findByRole("alert")).toHaveTextContent(messages.lead.firstnameRequired)
    for (const [label, value] of [
      [labels.firstname, "أميرة"],
      [labels.lastname, "حداد"],
      [labels.email, "amira@example.com"],
      [labels.phone, "050 123 4567"],
    ]) {
      await user.type(screen.getByLabelText(label), value)
    }
    await user.click(screen.getByRole("button", { name: texts.lead.submitLabel }))
    expect(await screen.findByRole("alert")).toHaveTextContent(messages.lead.serviceRequired)
  })

  it("the popup has its Arabic heading, intro and close button (the browser suite opens it)", () => {
    const { container } = inArabic(<QuotePopup />)
    const dialog = container.querySelector("dialog")
    expect(dialog).not.toBeNull()
    expect(within(dialog!).getByRole("heading", { hidden: true })).toHaveTextContent(texts.popup.heading)
    expect(dialog).toHaveTextContent(texts.popup.intro)
    expect(within(dialog!).getByRole("button", { name: texts.popup.closeLabel, hidden: true })).toBeInTheDocument()
  })
})
