/**
 * Graceful shutdown on SIGTERM (process managers, containers) and SIGINT (Ctrl-C):
 * Fastify stops accepting, finishes in-flight requests and runs the onClose hooks
 * (mail worker, database). A second signal or a stuck close ends the process.
 */
import type { FastifyInstance } from "fastify"

const GRACE_MS = 10_000

export function closeOnSignals(app: FastifyInstance): void {
  let closing = false
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn({ signal }, "second signal: exiting now")
      process.exit(1)
    }
    closing = true
    app.log.info({ signal }, "shutting down")
    setTimeout(() => {
      app.log.error("shutdown took too long: exiting")
      process.exit(1)
    }, GRACE_MS).unref()
    app.close().then(
      () => process.exit(0),
      error => {
        app.log.error({ err: error }, "shutdown failed")
        process.exit(1)
      },
    )
  }
  process.on("SIGTERM", onSignal)
  process.on("SIGINT", onSignal)
}
