/** @jest-environment jsdom */
import "@testing-library/jest-dom"
import { formTextsOf, serviceOptionsOf } from "../../../shared/forms/form-edition-files"
import { inEnglish } from "./support/in-edition"
import { act, render, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { ContactForm } from "../contact-form"
import { HONEYPOT_FIELD } from "../../../shared/forms/honeypot"
import { submitForm, type SubmitOutcome } from "../submit-form"

/** The English edition: the page these tests render (no locale provider) is English. */
const formTexts = formTextsOf("en")
const { contact: contactServiceOptions, contactPlaceholder: contactServicePlaceholder } = serviceOptionsOf("en")

const { labels } = formTexts
/** The service the sending tests choose. */
const picked = contactServiceOptions[contactServiceOptions.length - 2]

jest.mock("../submit-form", () => ({ ...jest.requireActual("../submit-form"), submitForm: jest.fn() }))
const send = jest.mocked(submitForm)

function holdSend() {
  let settle: (outcome: SubmitOutcome) => void = () => undefined
  send.mockImplementationOnce(() => new Promise(resolve => (settle = resolve)))
  return (outcome: SubmitOutcome) => act(async () => settle(outcome))
}

const sentBody = (call = 0) => Object.fromEntries(send.mock.calls[call][0])
const submitButton = () => screen.getByRole("button", { name: formTexts.contact.submitLabel })
const consentBox = () => screen.getByRole("checkbox", { name: new RegExp(formTexts.contact.privacyBefore) })

async function fillValidContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(labels.firstname), "Omar")
  await user.type(screen.getByLabelText(labels.lastname), "Saleh")
  await user.type(screen.getByLabelText(labels.email), "omar@example.com")
  await user.type(screen.getByLabelText(labels.message), "I would like to open a bank account.")
  await user.click(consentBox())
}

afterEach(() => {
  send.mockReset()
  jest.useRealTimers()
})

describe("contact form fields", () => {
  it("labels every control; phone and service are marked optional", () => {
    render(<ContactForm />, { wrapper: inEnglish })
    for (const label of [
      labels.firstname,
      labels.lastname,
      labels.email,
      `${labels.phone} ${labels.optional}`,
      `${labels.service} ${labels.optional}`,
      labels.message,
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument()
    }
    expect(consentBox()).toBeInTheDocument()
  })

  it("marks first name, last name, e-mail, message and privacy as required for the browser", () => {
    render(<ContactForm />, { wrapper: inEnglish })
    expect(screen.getByLabelText(labels.firstname)).toBeRequired()
    expect(screen.getByLabelText(labels.lastname)).toBeRequired()
    expect(screen.getByLabelText(labels.email)).toBeRequired()
    expect(screen.getByLabelText(labels.message)).toBeRequired()
    expect(consentBox()).toBeRequired()
    expect(screen.getByLabelText(`${labels.phone} ${labels.optional}`)).not.toBeRequired()
    expect(screen.getByLabelText(`${labels.service} ${labels.optional}`)).not.toBeRequired()
  })

  it("has a six-row message box and a consent text linking the privacy policy", () => {
    render(<ContactForm />, { wrapper: inEnglish })
    expect(screen.getByLabelText(labels.message)).toHaveAttribute("rows", "6")
    const { contact } = formTexts
    expect(consentBox()).toHaveAccessibleName(
      `${contact.privacyBefore} ${contact.privacyLinkText} ${contact.privacyAfter}`,
    )
    expect(screen.getByRole("link", { name: contact.privacyLinkText })).toHaveAttribute("href", contact.privacyPath)
  })

  it("offers the placeholder and the services marked for the contact form", () => {
    render(<ContactForm />, { wrapper: inEnglish })
    const options = within(screen.getByLabelText(`${labels.service} ${labels.optional}`)).getAllByRole("option")
    expect(options).toHaveLength(contactServiceOptions.length + 1)
    expect(options[0]).toHaveTextContent(contactServicePlaceholder)
    expect(options[0]).toHaveValue("")
    expect(options.slice(1).map(option => option.getAttribute("value"))).toEqual(
      contactServiceOptions.map(option => option.value),
    )
    expect(screen.getByRole("option", { name: contactServiceOptions[2].label })).toHaveValue(
      contactServiceOptions[2].value,
    )
  })
})

describe("contact form validation", () => {
  it("shows only the first failing rule after a submit attempt", async () => {
    const user = userEvent.setup()
    render(<ContactForm />, { wrapper: inEnglish })
    await user.click(submitButton())
    expect(await screen.findByRole("alert")).toHaveTextContent("First name is required.")
    expect(screen.getAllByRole("alert")).toHaveLength(1)
    expect(screen.getByLabelText(labels.firstname)).toHaveAccessibleDescription("First name is required.")
    expect(send).not.toHaveBeenCalled()
  })

  it("walks through the rules in the spec's order, one per submit, each cleared by the next edit", async () => {
    const user = userEvent.setup()
    render(<ContactForm />, { wrapper: inEnglish })
    const expectAfterSubmit = async (message: string) => {
      await user.click(submitButton())
      expect(await screen.findByRole("alert")).toHaveTextContent(message)
      expect(screen.getAllByRole("alert")).toHaveLength(1)
    }
    await expectAfterSubmit("First name is required.")
    await user.type(screen.getByLabelText(labels.firstname), "Omar")
    expect(screen.queryByRole("alert")).toBeNull()
    await expectAfterSubmit("Last name is required.")
    await user.type(screen.getByLabelText(labels.lastname), "Saleh")
    await expectAfterSubmit("Email is required.")
    await user.type(screen.getByLabelText(labels.email), "omar@")
    await expectAfterSubmit("Invalid email format.")
    await user.type(screen.getByLabelText(labels.email), "example.com")
    await expectAfterSubmit("Message is required.")
    await user.type(screen.getByLabelText(labels.message), "   ")
    await expectAfterSubmit("Message is required.")
    await user.type(screen.getByLabelText(labels.message), "Hello")
    expect(screen.queryByRole("alert")).toBeNull()
    await expectAfterSubmit("You must agree to the privacy policy.")
    expect(consentBox()).toHaveAttribute("aria-invalid", "true")
    expect(consentBox()).toHaveAccessibleDescription("You must agree to the privacy policy.")
    await user.click(consentBox())
    expect(screen.queryByRole("alert")).toBeNull()
  })

  it("shows no rule message while editing, even one the edit breaks", async () => {
    const user = userEvent.setup()
    render(<ContactForm />, { wrapper: inEnglish })
    await user.type(screen.getByLabelText(labels.firstname), "Omar")
    await user.clear(screen.getByLabelText(labels.firstname))
    await user.click(consentBox())
    await user.click(consentBox())
    expect(screen.queryByRole("alert")).toBeNull()
  })
})

describe("contact form sending", () => {
  it("sends the exact payload, shows Sending..., then the banner for 5 s with the fields cleared", async () => {
    jest.useFakeTimers()
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    render(<ContactForm />, { wrapper: inEnglish })
    await fillValidContact(user)
    await user.type(screen.getByLabelText(`${labels.phone} ${labels.optional}`), "04 000 0000")
    await user.selectOptions(screen.getByLabelText(`${labels.service} ${labels.optional}`), picked.label)
    const settle = holdSend()
    await user.click(submitButton())

    expect(await screen.findByRole("button", { name: "Sending..." })).toBeDisabled()
    expect(Array.from(send.mock.calls[0][0].keys())).toEqual([
      "firstname",
      "lastname",
      "email",
      "phone",
      "service",
      "message",
      "privacy",
    ])
    expect(sentBody()).toEqual({
      firstname: "Omar",
      lastname: "Saleh",
      email: "omar@example.com",
      phone: "04 000 0000",
      service: picked.value,
      message: "I would like to open a bank account.",
      privacy: "on",
    })

    await settle({ ok: true })
    expect(screen.getByRole("status")).toHaveTextContent("Thanks for your message! We'll get back to you shortly.")
    expect(screen.getByLabelText(labels.firstname)).toHaveValue("")
    expect(screen.getByLabelText(labels.message)).toHaveValue("")
    expect(screen.getByLabelText(`${labels.service} ${labels.optional}`)).toHaveValue("")
    expect(consentBox()).not.toBeChecked()
    expect(submitButton()).toBeEnabled()

    act(() => jest.advanceTimersByTime(4999))
    expect(screen.getByRole("status")).toHaveTextContent("Thanks for your message!")
    act(() => jest.advanceTimersByTime(1))
    expect(screen.getByRole("status")).toBeEmptyDOMElement()
  })

  it("shows the failure banner with the server's message and keeps the values; any edit clears it", async () => {
    const user = userEvent.setup()
    render(<ContactForm />, { wrapper: inEnglish })
    await fillValidContact(user)
    send.mockResolvedValueOnce({ ok: false, detail: "Too many messages from this address. Try again later." })
    await user.click(submitButton())

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to send message. Please try again. Too many messages from this address. Try again later.",
    )
    expect(screen.getByLabelText(labels.firstname)).toHaveValue("Omar")
    expect(screen.getByLabelText(labels.message)).toHaveValue("I would like to open a bank account.")
    expect(consentBox()).toBeChecked()
    expect(submitButton()).toBeEnabled()

    await user.selectOptions(
      screen.getByLabelText(`${labels.service} ${labels.optional}`),
      contactServiceOptions[0].label,
    )
    expect(screen.queryByRole("alert")).toBeNull()
  })

  it("clears the failure when the consent box is unticked, without showing the consent rule", async () => {
    const user = userEvent.setup()
    render(<ContactForm />, { wrapper: inEnglish })
    await fillValidContact(user)
    send.mockResolvedValueOnce({ ok: false, detail: "Failed to fetch" })
    await user.click(submitButton())
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to send message. Please try again. Failed to fetch",
    )
    await user.click(consentBox())
    await waitFor(() => expect(screen.queryByText(/Failed to send message/)).toBeNull())
    expect(consentBox()).not.toBeChecked()
    expect(screen.queryByRole("alert")).toBeNull()
  })

  it("sends privacy as on, and the spam trap only when filled", async () => {
    const user = userEvent.setup()
    const { container } = render(<ContactForm />, { wrapper: inEnglish })
    send.mockResolvedValue({ ok: true })
    await fillValidContact(user)
    const trap = container.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`)
    if (!trap) throw new Error("honeypot missing")
    expect(trap).toHaveAttribute("tabindex", "-1")
    await user.type(trap, "http://spam.example")
    await user.click(submitButton())
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1))
    expect(sentBody()).toMatchObject({ privacy: "on", [HONEYPOT_FIELD]: "http://spam.example" })
    await screen.findByText(/Thanks for your message!/)
    expect(trap).toHaveValue("")
  })
})
