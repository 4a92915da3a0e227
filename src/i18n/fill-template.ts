/**
 * A text from data/ with its {name} placeholders filled in. Translations may move a placeholder
 * (Arabic word order differs), so code never glues words to a text; it fills the template.
 */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  )
}
