import type { NewLead } from "../../storage/lead"

/** A lead as the receiver hands it to the store: Amira Haddad's quote request, with any field or property replaced. */
export function newLead(fields: Partial<NewLead["fields"]> = {}, rest: Partial<NewLead> = {}): NewLead {
  return {
    kind: "lead",
    status: "new",
    fields: {
      firstname: "Amira",
      lastname: "Haddad",
      email: "amira@example.org",
      phone: "+971 50 123 4567",
      service: "Open Bank Account",
      message: "We need a business account.",
      privacy: "",
      ...fields,
    },
    ip: null,
    userAgent: null,
    idempotencyKey: null,
    ...rest,
  }
}
