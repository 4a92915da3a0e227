/** Staff accounts for the browser suite, made with the real command (npm run staff -- add-user). */
import { spawnSync } from "node:child_process"
import { randomBytes } from "node:crypto"
import { resolve } from "node:path"
import type { StaffRole } from "../../shared/staff-roles"

export type StaffAccount = { email: string; password: string }

/** A new account of the role (npm run staff's default, inbox, unless named), on the suite's server unless another DATA_DIR is named. */
export function addStaffAccount(label: string, role?: StaffRole, dataDir = process.env.E2E_DATA_DIR): StaffAccount {
  const account = {
    email: `${label}-${randomBytes(4).toString("hex")}@example.com`,
    password: `pw ${randomBytes(9).toString("base64url")}`,
  }
  const roleOption = role === undefined ? [] : [`--role=${role}`]
  const result = spawnSync(
    process.execPath,
    [resolve("dist/server/cli/staff.js"), "add-user", account.email, ...roleOption],
    {
      env: { ...process.env, DATA_DIR: dataDir, STAFF_PASSWORD: account.password },
      encoding: "utf8",
    },
  )
  if (result.status !== 0) throw new Error(`add-user failed: ${result.stderr}`)
  return account
}
