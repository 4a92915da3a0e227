/**
 * What a staff account may do. Every account works on its own sign-in and security; beyond that:
 * - inbox: the leads and the audit log (what every account could do before roles existed, and
 *   the role of a new account unless another is named);
 * - editor: the site's content, and nothing of the leads;
 * - owner: both.
 * The server decides on the route a request matched (server/staff/staff-guard.ts); the staff
 * pages only leave out what the account's role would be refused.
 */
export const STAFF_ROLES = ["inbox", "editor", "owner"] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

export const DEFAULT_STAFF_ROLE: StaffRole = "inbox"

/** Who may read and change leads, and read the audit log (which names leads and who changed them). */
export const LEAD_ROLES: readonly StaffRole[] = ["inbox", "owner"]
/** Who may change the site's content in the web editor at /admin/. */
export const CONTENT_ROLES: readonly StaffRole[] = ["editor", "owner"]
/** Every account: its own session, password and two-step sign-in. */
export const EVERY_ROLE: readonly StaffRole[] = [...STAFF_ROLES]

export function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value)
}

export const mayReadLeads = (role: StaffRole) => LEAD_ROLES.includes(role)

export const mayEditContent = (role: StaffRole) => CONTENT_ROLES.includes(role)
