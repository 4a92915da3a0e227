/** The HTML page of a separately built app (the staff inbox, the web editor): never indexed, no inline script. */
export function htmlShell(page: { title: string; head: string[]; body: string[] }): string {
  return [
    "<!doctype html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow">',
    `<title>${page.title}</title>`,
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    ...page.head,
    "</head>",
    "<body>",
    ...page.body,
    "</body>",
    "</html>",
    "",
  ].join("\n")
}
