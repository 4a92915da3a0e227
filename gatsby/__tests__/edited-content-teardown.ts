/** Global teardown of jest's "edited content" project: removes its copy of data/. */
import { rmSync } from "node:fs"

export default function tearDown(): void {
  if (process.env.EDITED_CONTENT_DIR) rmSync(process.env.EDITED_CONTENT_DIR, { recursive: true, force: true })
}
