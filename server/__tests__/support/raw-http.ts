/**
 * Requests sent exactly as written: node:http keeps the request target as given (no dot-segment
 * removal, no re-encoding, absolute forms kept), unlike fetch() and the WHATWG URL parser.
 */
import { Agent, request } from "node:http"
import { connect } from "node:net"

export type RawResponse = { status: number; headers: Record<string, string | string[] | undefined>; body: string }

export type RawRequest = {
  port: number
  method: string
  target: string
  headers?: Record<string, string>
  body?: string
  localAddress?: string
  agent?: Agent
}

export function sendRaw(options: RawRequest): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: "127.0.0.1",
        port: options.port,
        method: options.method,
        path: options.target,
        headers: { host: `127.0.0.1:${options.port}`, ...options.headers },
        localAddress: options.localAddress,
        agent: options.agent,
      },
      response => {
        const chunks: Buffer[] = []
        response.on("data", chunk => chunks.push(chunk))
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        )
        response.on("error", reject)
      },
    )
    outgoing.on("error", reject)
    outgoing.end(options.body)
  })
}

/**
 * The ways one path can be written that a server might route alike or differently: the absolute
 * form, a percent-encoded letter in each segment, an encoded slash, doubled slashes, "./" and
 * "x/../" segments, upper case, a trailing slash added or taken away, a ";" suffix, a very long path.
 */
export function spellingsOf(path: string, port: number): string[] {
  const segments = path.split("/").slice(1)
  const encodeFirstLetter = (segment: string) =>
    segment.replace(/[a-z]/i, letter => `%${letter.charCodeAt(0).toString(16).toUpperCase()}`)
  const withSegment = (index: number, replace: (segment: string) => string) =>
    "/" + segments.map((segment, at) => (at === index ? replace(segment) : segment)).join("/")
  const spellings = [
    path,
    `http://127.0.0.1:${port}${path}`,
    `http://evil.example${path}`,
    ...segments.map((segment, index) => (/[a-z]/i.test(segment) ? withSegment(index, encodeFirstLetter) : path)),
    path.replace(/\/(?=[^/]+\/)/, "%2F").replace(/^%2F/, "/"),
    "/" + segments.join("%2F"),
    path.replace("/", "//"),
    "/" + segments.join("//"),
    "/./" + segments.join("/"),
    "/" + segments.slice(0, 1).join("/") + "/./" + segments.slice(1).join("/"),
    "/x/../" + segments.join("/"),
    "/" + segments[0] + "/x/../" + segments.slice(1).join("/"),
    path.toUpperCase(),
    path.endsWith("/") ? path.slice(0, -1) : `${path}/`,
    `${path};x`,
    `${path};jsessionid=1`,
    `${path}${path.endsWith("/") ? "" : "/"}${"a".repeat(8_000)}`,
  ]
  return [...new Set(spellings)].filter(spelling => spelling.length > 0)
}

const JSON_SAME_ORIGIN = { "content-type": "application/json", "sec-fetch-site": "same-origin" }

/** A staff sign-in over a real socket, from a chosen loopback address. */
export function signInRaw(
  port: number,
  credentials: { email: string; password: string; code?: string },
  from = "127.0.0.1",
): Promise<RawResponse> {
  return sendRaw({
    port,
    method: "POST",
    target: "/staff/api/session",
    headers: JSON_SAME_ORIGIN,
    body: JSON.stringify(credentials),
    localAddress: from,
  })
}

export type RawStaffClient = (method: string, target: string, body?: unknown) => Promise<RawResponse>

/** Requests with the session a successful sign-in answered with, its CSRF token on every one. */
export function rawStaffClient(port: number, signedIn: RawResponse): RawStaffClient {
  if (signedIn.status !== 200) throw new Error(`Sign-in failed: ${signedIn.status} ${signedIn.body}`)
  const cookie = String(signedIn.headers["set-cookie"]).split(";")[0]
  const { csrfToken } = JSON.parse(signedIn.body) as { csrfToken: string }
  return (method, target, body) =>
    sendRaw({
      port,
      method,
      target,
      headers: { ...JSON_SAME_ORIGIN, cookie, "x-csrf-token": csrfToken },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
}

/** Bytes written to the socket as they are, for requests no HTTP client would send; the answer's head and body. */
export function sendBytes(port: number, bytes: string): Promise<{ head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: "127.0.0.1", port }, () => socket.end(bytes))
    const chunks: Buffer[] = []
    socket.on("data", chunk => chunks.push(chunk))
    socket.on("error", reject)
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("utf8")
      const split = text.indexOf("\r\n\r\n")
      resolve({ head: split === -1 ? text : text.slice(0, split), body: split === -1 ? "" : text.slice(split + 4) })
    })
  })
}
