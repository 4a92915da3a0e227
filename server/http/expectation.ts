/**
 * An `Expect` header other than `100-continue`, on both servers. Without a listener for it, Node
 * answers such a request itself with a bare 417, outside the app: no security headers, and before
 * the Host check. With one, each server hands the request to its app like any other, and the app's
 * onRequest hook refuses it (after the Host check), so the answer carries the app's headers.
 */
import type { FastifyRequest } from "fastify"
import type { Server } from "node:http"

export const EXPECTATION_MESSAGE = "The server meets no expectation but 100-continue."

/** Pass requests with an unknown expectation to the app (its 'request' listener) instead of Node's 417. */
export function leaveExpectationsToApp(server: Server): void {
  server.on("checkExpectation", (request, response) => server.emit("request", request, response))
}

/** A message when the request expects anything but 100-continue (which Node has already met); null otherwise. */
export function expectationRefusal(request: FastifyRequest): string | null {
  const expectation = request.headers.expect
  return expectation === undefined || expectation.trim().toLowerCase() === "100-continue" ? null : EXPECTATION_MESSAGE
}
