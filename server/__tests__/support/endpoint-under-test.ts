/**
 * The lead endpoint's suites: a server on a fresh database of the engine for each test (started
 * before it and closed after it), and a form post to it.
 */
import type { FastifyInstance } from "fastify"
import { buildApp } from "../../app"
import type { Config } from "../../config"
import type { SiteOpener } from "./storage-sites"
import { FORM, testConfig } from "./test-app"

export function endpointUnderTest(newSite: SiteOpener["site"]) {
  let app: FastifyInstance
  let config: Config

  /** A server on a fresh database of this engine, configured with the overrides. */
  const startWith = async (overrides: Partial<Config> = {}) => {
    config = testConfig({ ...(await newSite()), ...overrides })
    app = await buildApp(config)
  }

  beforeEach(() => startWith())
  afterEach(() => app.close())

  return {
    app: () => app,
    config: () => config,
    startWith,
    post: (payload: string, headers: Record<string, string> = {}) =>
      app.inject({ method: "POST", url: "/send_email.php", headers: { ...FORM, ...headers }, payload }),
  }
}
