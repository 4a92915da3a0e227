/**
 * `npm run serve` / `npm start`: the site and the lead receiver on PORT (default 8000).
 * Configuration comes from the environment; see docs/server.md.
 */
import { buildApp } from "./app"
import { ConfigError, loadConfig } from "./config"
import { closeOnSignals } from "./shutdown"

async function main(): Promise<void> {
  let config
  try {
    config = loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
  const app = await buildApp(config)
  closeOnSignals(app)
  await app.listen({ port: config.port, host: config.host })
}

main().catch(error => {
  console.error(error)
  process.exit(1)
})
