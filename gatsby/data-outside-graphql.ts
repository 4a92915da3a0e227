/**
 * Data files that are not sourced into GraphQL: the forms read them directly, because the
 * server shares the forms' texts and rules and has no GraphQL; the interface wording (ui.json)
 * is read directly by src/components/ui/ui-text.ts, as every component needs it. Their JSON Schemas still check
 * them before every build; no GraphQL types are declared for them.
 */
export const DATA_OUTSIDE_GRAPHQL = ["forms.json", "service-options.json", "ui.json"]
