/**
 * Just enough MIME to read what nodemailer sends: unfolded headers and the
 * text/plain and text/html parts of a multipart/alternative, decoded from
 * quoted-printable or base64.
 */
export type ParsedMail = { headers: Map<string, string>; text: string; html: string; envelopeTo?: string[] }

export function parseMail(raw: string): ParsedMail {
  const { headers, body } = splitEntity(raw)
  const parts: { type: string; content: string }[] = []
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get("content-type") ?? "")?.[1]
  if (boundary) {
    for (const section of body.split(`--${boundary}`).slice(1)) {
      if (section.startsWith("--")) break
      const part = splitEntity(section.replace(/^\r?\n/, ""))
      parts.push({
        type: part.headers.get("content-type") ?? "",
        content: decode(part.body, part.headers.get("content-transfer-encoding")),
      })
    }
  } else {
    parts.push({
      type: headers.get("content-type") ?? "text/plain",
      content: decode(body, headers.get("content-transfer-encoding")),
    })
  }
  const find = (type: string) => parts.find(part => part.type.startsWith(type))?.content ?? ""
  return { headers, text: find("text/plain"), html: find("text/html") }
}

function splitEntity(raw: string): { headers: Map<string, string>; body: string } {
  const end = raw.search(/\r?\n\r?\n/)
  const head = raw.slice(0, end).replace(/\r?\n[ \t]+/g, " ")
  const headers = new Map<string, string>()
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(":")
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
  }
  return { headers, body: raw.slice(end).replace(/^\r?\n\r?\n/, "") }
}

function decode(body: string, encoding: string | undefined): string {
  const trimmed = body.replace(/\r?\n$/, "")
  switch ((encoding ?? "7bit").toLowerCase()) {
    case "quoted-printable": {
      const soft = trimmed.replace(/=\r?\n/g, "")
      const bytes: number[] = []
      for (let i = 0; i < soft.length; i++) {
        const hex = soft.slice(i + 1, i + 3)
        if (soft[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
          bytes.push(parseInt(hex, 16))
          i += 2
        } else bytes.push(...Buffer.from(soft[i], "utf8"))
      }
      return Buffer.from(bytes).toString("utf8").replace(/\r\n/g, "\n")
    }
    case "base64":
      return Buffer.from(trimmed, "base64").toString("utf8").replace(/\r\n/g, "\n")
    default:
      return trimmed.replace(/\r\n/g, "\n")
  }
}
