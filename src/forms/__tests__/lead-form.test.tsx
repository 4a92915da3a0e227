/** @jest-environment jsdom */
import "@testing-library/jest-dom"
import { formTextsOf, serviceOptionsOf } from "../../../shared/forms/form-edition-files"
import { inEnglish } from "./support/in-edition"
import { act, render, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { HONEYPOT_FIELD } from "../../../shared/forms/honeypot"
import LeadForm from "../lead-form"
import { submitForm, type SubmitOutcome } from "../submit-form"

/** The English edition: the page these tests render (no locale provider) is English. */
const formTexts = formTextsOf("en")
const { lead: leadServiceOptions, leadPlaceholder: leadServicePlaceholder } = serviceOptionsOf("en")

const { labels } = formTexts
/** The service the tests choose: its label is what the visitor picks, its value what is sent. */
const chosen = leadServiceOptions[1]

jest.mock("../submit-form", () => ({ ...jest.requireActual("../submit-form"), submitForm: jest.fn() }))
const send = jest.mocked(submitForm)

/** A send that stays pending until the test settles it. */
function holdSend() {
  let settle: (outcome: SubmitOutcome) => void = () => undefined
  send.mockImplementationOnce(() => new Promise(resolve => (settle = resolve)))
  return (outcome: SubmitOutcome) => act(async () => settle(outcome))
}

const sentBody = (call = 0) => Object.fromEntries(send.mock.calls[call][0])
const sentKey = (call = 0) => send.mock.calls[call][1].idempotencyKey

async function fillValidLead(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(labels.firstname), "Amira")
  await user.type(screen.getByLabelText(labels.lastname), "Haddad")
  await user.type(screen.getByLabelText(labels.email), "amira@example.com")
  await user.type(screen.getByLabelText(labels.phone), "+971 50 123 4567")
  await user.selectOptions(screen.getByLabelText(labels.service), chosen.label)
  await user.type(screen.getByLabelText(`${labels.message} ${labels.optional}`), "Please call after 3 pm.")
}

const submitButton = () => screen.getByRole("button", { name: formTexts.lead.submitLabel })

afterEach(() => {
  send.mockReset()
  jest.useRealTimers()
})

describe("lead form fields", () => {
  it("labels every control and offers the ten services by label, submitting their values", () => {
    render(<LeadForm />, { wrapper: inEnglish })
    for (const label of [
      labels.firstname,
      labels.lastname,
      labels.email,
      labels.phone,
      labels.service,
      `${labels.message} ${labels.optional}`,
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument()
    }
    const options = within(screen.getByLabelText(labels.service)).getAllByRole("option")
    expect(options.map(option => option.textContent)).toEqual([
      leadServicePlaceholder,
      ...leadServiceOptions.map(option => option.label),
    ])
    expect(screen.getByRole("option", { name: chosen.label })).toHaveValue(chosen.value)
    expect(screen.getByRole("option", { name: leadServicePlaceholder })).toHaveValue("")
  })

  it("carries the hidden submit=submit field", () => {
    const { container } = render(<LeadForm />, { wrapper: inEnglish })
    const hidden = container.querySelector<HTMLInputElement>('input[type="hidden"][name="submit"]')
    expect(hidden?.value).toBe("submit")
  })

  it("hides the spam trap from people, the keyboard and assistive technology", () => {
    const { container } = render(<LeadForm />, { wrapper: inEnglish })
    const trap = container.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`)
    expect(trap).not.toBeNull()
    expect(trap).toHaveAttribute("tabindex", "-1")
    expect(trap).toHaveAttribute("autocomplete", "off")
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull()
    expect(screen.queryByRole("textbox", { name: formTexts.honeypotLabel })).toBeNull()
  })
})

describe("lead form validation", () => {
  it("shows only the first failing rule, on submit, and ties it to its field", async () => {
    const user = userEvent.setup()
    render(<LeadForm />, { wrapper: inEnglish })
    expect(screen.queryByRole("alert")).toBeNull()
    await user.click(submitButton())

    const alert = await screen.findByRole("alert")
    expect(alert).toHaveTextContent("First Name is required.")
    expect(screen.getAllByRole("alert")).toHaveLength(1)
    const firstName = screen.getByLabelText(labels.firstname)
    expect(firstName).toHaveAttribute("aria-invalid", "true")
    expect(firstName).toHaveAccessibleDescription("First Name is required.")
    expect(firstName).toHaveFocus()
    expect(screen.getByLabelText(labels.lastname)).not.toHaveAttribute("aria-invalid")
    expect(send).not.toHaveBeenCalled()
  })

  it("clears the message on any edit and shows the next rule only on the next submit", async () => {
    const user = userEvent.setup()
    render(<LeadForm />, { wrapper: inEnglish })
    await user.click(submitButton())
    expect(await screen.findByRole("alert")).toHaveTextContent("First Name is required.")
    // An edit of another field clears it too, and no rule speaks until the next submit.
    await user.type(screen.getByLabelText(labels.lastname), "H")
    expect(screen.queryByRole("alert")).toBeNull()
    expect(screen.getByLabelText(labels.firstname)).not.toHaveAttribute("aria-invalid")
    await user.type(screen.getByLabelText(labels.firstname), "Amira")
    expect(screen.queryByRole("alert")).toBeNull()
    await user.click(submitButton())
    expect(await screen.findByRole("alert")).toHaveTextContent("Email is required.")
    await user.type(screen.getByLabelText(labels.email), "amira@example")
    expect(screen.queryByRole("alert")).toBeNull()
    await user.click(submitButton())
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid email format.")
    await user.type(screen.getByLabelText(labels.email), ".com")
    await user.type(screen.getByLabelText(labels.phone), "050 123 4567")
    expect(screen.queryByRole("alert")).toBeNull()
    await user.click(submitButton())
    expect(await screen.findByRole("alert")).toHaveTextContent("Please select a service.")
    expect(screen.getByLabelText(labels.service)).toHaveFocus()
    expect(screen.getAllByRole("alert")).toHaveLength(1)
  })

  it("treats spaces as empty", async () => {
    const user = userEvent.setup()
    render(<LeadForm />, { wrapper: inEnglish })
    await user.type(screen.getByLabelText(labels.firstname), "   ")
    await user.click(submitButton())
    expect(await screen.findByRole("alert")).toHaveTextContent("First Name is required.")
  })
})

describe("lead form sending", () => {
  it("posts the exact payload, says Sending... while waiting, then confirms for 5 s and clears the form", async () => {
    jest.useFakeTimers()
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    render(<LeadForm />, { wrapper: inEnglish })
    await fillValidLead(user)
    const settle = holdSend()
    await user.click(submitButton())

    const sending = await screen.findByRole("button", { name: "Sending..." })
    expect(sending).toBeDisabled()
    expect(Array.from(send.mock.calls[0][0].keys())).toEqual([
      "firstname",
      "lastname",
      "email",
      "phone",
      "service",
      "message",
      "submit",
    ])
    expect(sentBody()).toEqual({
      firstname: "Amira",
      lastname: "Haddad",
      email: "amira@example.com",
      phone: "+971 50 123 4567",
      service: chosen.value,
      message: "Please call after 3 pm.",
      submit: "submit",
    })
    expect(sentKey()).toMatch(/^[0-9a-f-]{36}$/)

    await settle({ ok: true })
    expect(screen.getByRole("status")).toHaveTextContent(formTexts.lead.success)
    expect(submitButton()).toBeEnabled()
    expect(screen.getByLabelText(labels.firstname)).toHaveValue("")
    expect(screen.getByLabelText(labels.service)).toHaveValue("")
    expect(screen.getByLabelText(`${labels.message} ${labels.optional}`)).toHaveValue("")
    expect(screen.queryByRole("alert")).toBeNull()

    act(() => jest.advanceTimersByTime(4900))
    expect(screen.getByRole("status")).toHaveTextContent(formTexts.lead.success)
    act(() => jest.advanceTimersByTime(100))
    expect(screen.getByRole("status")).toBeEmptyDOMElement()
  })

  it("shows the failure with the detail, keeps the data, clears the error on typing and retries with the same key", async () => {
    const user = userEvent.setup()
    render(<LeadForm />, { wrapper: inEnglish })
    await fillValidLead(user)
    send.mockResolvedValueOnce({ ok: false, detail: "The server answered with status 500." })
    await user.click(submitButton())

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to submit form. Please try again. The server answered with status 500.",
    )
    expect(screen.getByLabelText(labels.firstname)).toHaveValue("Amira")
    expect(screen.getByLabelText(labels.service)).toHaveValue(chosen.value)
    expect(screen.getByRole("status")).toBeEmptyDOMElement()

    send.mockResolvedValueOnce({ ok: false, detail: "Failed to fetch" })
    await user.click(submitButton())
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to submit form. Please try again. Failed to fetch",
    )
    expect(sentKey(1)).toBe(sentKey(0))

    await user.type(screen.getByLabelText(labels.phone), "9")
    expect(screen.queryByRole("alert")).toBeNull()

    send.mockResolvedValueOnce({ ok: true })
    await user.click(submitButton())
    await screen.findByText(formTexts.lead.success)
    expect(sentKey(2)).not.toBe(sentKey(1))
    expect(sentBody(2).phone).toBe("+971 50 123 45679")
  })

  it("uses a new key for the next lead after a success", async () => {
    const user = userEvent.setup()
    render(<LeadForm />, { wrapper: inEnglish })
    send.mockResolvedValue({ ok: true })
    await fillValidLead(user)
    await user.click(submitButton())
    await screen.findByText(formTexts.lead.success)
    await fillValidLead(user)
    await user.click(submitButton())
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2))
    expect(sentBody(1)).toEqual(sentBody(0))
    expect(sentKey(1)).not.toBe(sentKey(0))
  })

  it("sends the spam trap only when something filled it", async () => {
    const user = userEvent.setup()
    const { container } = render(<LeadForm />, { wrapper: inEnglish })
    send.mockResolvedValue({ ok: true })
    await fillValidLead(user)
    await user.click(submitButton())
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1))
    expect(sentBody()).not.toHaveProperty(HONEYPOT_FIELD)

    await screen.findByText(formTexts.lead.success)
    await fillValidLead(user)
    const trap = container.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`)
    if (!trap) throw new Error("honeypot missing")
    await user.type(trap, "bot")
    await user.click(submitButton())
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2))
    expect(sentBody(1)[HONEYPOT_FIELD]).toBe("bot")
  })
})
