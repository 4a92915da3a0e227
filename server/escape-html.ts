/** Text made safe inside HTML (element content and quoted attributes): the staff e-mail and the plain-post page. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, character => `&#${character.charCodeAt(0)};`)
}
