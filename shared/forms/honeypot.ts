/**
 * The spam trap: a field people never see or reach, so only bots fill it. The
 * name avoids anything a browser or password manager would autofill. Shared with
 * the server, which stores a lead with this field filled as spam.
 */
export const HONEYPOT_FIELD = "contact_by_fax"
