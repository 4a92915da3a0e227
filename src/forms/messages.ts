/** Validation and status texts, fixed word for word (the site's requirements give each exactly). */
export const leadMessages = {
  firstnameRequired: "First Name is required.",
  lastnameRequired: "Last Name is required.",
  emailRequired: "Email is required.",
  emailInvalid: "Invalid email format.",
  phoneRequired: "Phone number is required.",
  serviceRequired: "Please select a service.",
  sendFailed: "Failed to submit form. Please try again.",
} as const

export const contactMessages = {
  firstnameRequired: "First name is required.",
  lastnameRequired: "Last name is required.",
  emailRequired: "Email is required.",
  emailInvalid: "Invalid email format.",
  messageRequired: "Message is required.",
  privacyRequired: "You must agree to the privacy policy.",
  sendFailed: "Failed to send message. Please try again.",
  sent: "Thanks for your message! We'll get back to you shortly.",
} as const

/** Rules beyond the spec, checked only after every rule of the spec has passed. */
export const extraMessages = {
  serviceUnknown: "Please select a service from the list.",
  oneEmailAddress: "Enter one e-mail address, without spaces, commas, quotes or angle brackets.",
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  controlCharacters: (label: string) => `${label} contains characters that are not allowed.`,
} as const

/** Both forms' submit button reads Sending... (and is disabled) while the form is sent. */
export const sendingLabel = "Sending..."
