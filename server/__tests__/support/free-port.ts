/** The first port of a range nothing listens on, on loopback. */
import { createServer } from "node:net"

function isFree(port: number): Promise<boolean> {
  return new Promise(resolve => {
    const probe = createServer()
    probe.once("error", () => resolve(false))
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)))
  })
}

export async function freePortIn(first: number, last: number): Promise<number> {
  for (let port = first; port <= last; port++) if (await isFree(port)) return port
  throw new Error(`No free port from ${first} to ${last}.`)
}
