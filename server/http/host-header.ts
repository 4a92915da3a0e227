/**
 * Exactly one Host header, on both servers. Node would answer a request without one with its own
 * bare 400 (no security headers) and, given two, keep the first and drop the other; pages, the
 * form receiver's same-site check and the editor's allow-list all read the host, so two values
 * mean two readings of one request. The servers switch Node's own check off (`requireHostHeader:
 * false`) and refuse here instead, from an onRequest hook, so the answer goes through the app and
 * carries its headers.
 */
import type { FastifyRequest } from "fastify"

/** The host names of this machine's loopback interface, as a Host header writes them. */
export const LOOPBACK_NAMES: readonly string[] = ["localhost", "127.0.0.1", "[::1]"]

export const HOST_MESSAGE = "The request must name its host in exactly one Host header."

/** Node's server option that leaves the refusal to hostHeaderRefusal (and so to the app). */
export const LEAVE_HOST_TO_APP = { requireHostHeader: false } as const

/** A message when the request does not have exactly one non-empty Host header; null when it has. */
export function hostHeaderRefusal(request: FastifyRequest): string | null {
  // rawHeaders alternates names and values and keeps every repetition Node folded away.
  const raw = request.raw.rawHeaders
  const hosts: string[] = []
  for (let index = 0; index < raw.length; index += 2) {
    if (raw[index].toLowerCase() === "host") hosts.push(raw[index + 1])
  }
  return hosts.length === 1 && hosts[0].trim() !== "" ? null : HOST_MESSAGE
}
