/** Global setup of jest's "edited content" project: the edited copy of data/ it maps data imports to. */
import { rmSync } from "node:fs"
import { copyOfData } from "../../shared/data-validation/__tests__/broken-data"
import { editContent } from "./edited-content"

export default function setUp(): void {
  const root = process.env.EDITED_CONTENT_DIR
  if (!root) throw new Error("jest.config.mjs sets EDITED_CONTENT_DIR")
  rmSync(root, { recursive: true, force: true })
  editContent(copyOfData(root).dir)
}
