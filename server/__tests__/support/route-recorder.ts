/**
 * Every route a Fastify instance registers, and which route answered each request, learned from
 * outside: Fastify announces each new instance on the `fastify.initialization` diagnostics
 * channel, before any route is added, so a test can attach its onRoute and onResponse hooks
 * there. A route added later is recorded without changing any test.
 */
import { channel } from "node:diagnostics_channel"
import type { FastifyInstance } from "fastify"
import type { StaffAccess } from "../../staff/staff-guard"

export type RecordedRoute = {
  url: string
  methods: string[]
  open: boolean
  /** Who may use a staff route: its config's staffAccess ("open", or the roles it admits). */
  access: StaffAccess | undefined
}
export type Answered = { method: string; target: string; route: string | undefined; status: number }

export type RouteRecorder = { routes: RecordedRoute[]; answered: Answered[]; stop: () => void }

export function recordRoutes(): RouteRecorder {
  const recorder: RouteRecorder = { routes: [], answered: [], stop: () => undefined }
  const initialization = channel("fastify.initialization")
  const onInstance = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance }
    fastify.addHook("onRoute", route => {
      const access = route.config?.staffAccess
      recorder.routes.push({
        url: route.url,
        methods: ([] as string[]).concat(route.method),
        open: access === "open",
        access,
      })
    })
    fastify.addHook("onResponse", async (request, reply) => {
      recorder.answered.push({
        method: request.method,
        target: request.url,
        route: request.routeOptions.url,
        status: reply.statusCode,
      })
    })
  }
  initialization.subscribe(onInstance)
  recorder.stop = () => initialization.unsubscribe(onInstance)
  return recorder
}
