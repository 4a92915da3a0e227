/**
 * What a client gets for a request Node cannot even parse (a request target that does not start
 * with "/", an oversized header, a request that took too long): Fastify writes these on the raw
 * socket, outside every hook, so they would go out without the security headers. Same answers as
 * Fastify's own handler (400, 408, 431, then the connection closes), with the headers.
 */
import { STATUS_CODES } from "node:http"
import type { Socket } from "node:net"

const ANSWERS: Record<string, { status: number; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: "The request took too long to arrive." },
  HPE_HEADER_OVERFLOW: { status: 431, message: "The request's headers are too large." },
}
const BAD_REQUEST = { status: 400, message: "The request is not valid HTTP." }

export function answerClientErrors(headers: Record<string, string>) {
  return (error: NodeJS.ErrnoException, socket: Socket): void => {
    // A reset connection has nobody left to answer.
    if (error.code === "ECONNRESET" || socket.destroyed) return
    const { status, message } = (error.code && ANSWERS[error.code]) || BAD_REQUEST
    const body = JSON.stringify({ message })
    const lines = [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      "Content-Type: application/json; charset=utf-8",
      `Content-Length: ${Buffer.byteLength(body)}`,
      "Connection: close",
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ]
    if (socket.writable) socket.write(`${lines.join("\r\n")}\r\n\r\n${body}`)
    socket.destroy(error)
  }
}
