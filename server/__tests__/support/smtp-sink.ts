/** A real SMTP server on loopback (smtp-server), keeping every message it accepts. */
import { SMTPServer } from "smtp-server"
import { parseMail, type ParsedMail } from "./mime"

export type SmtpSink = { port: number; messages: ParsedMail[]; close: () => Promise<void> }

export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const messages: ParsedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on("data", chunk => chunks.push(chunk))
      stream.on("end", () => {
        messages.push({
          ...parseMail(Buffer.concat(chunks).toString("utf8")),
          envelopeTo: session.envelope.rcptTo.map(to => to.address),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(port, "127.0.0.1", () => resolve())
  })
  const address = server.server.address()
  return {
    port: typeof address === "object" && address ? address.port : port,
    messages,
    close: () => new Promise(resolve => server.close(() => resolve())),
  }
}
