/** Staff accounts and signed-in requests for the inbox's API tests. */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify"
import { DEFAULT_STAFF_ROLE, type StaffRole } from "../../../shared/staff-roles"
import { Accounts } from "../../staff/accounts"
import { SecretBox } from "../../staff/secret-box"
import type { Storage } from "../../storage/storage"
import type { StorageSite } from "./storage-sites"
import { withStorage } from "./test-app"

export const STAFF_EMAIL = "staff@example.com"
/** Who made the account, as the audit log names `npm run staff` in these tests. */
export const STAFF_CLI = "command line (test)"
export const STAFF_PASSWORD = "correct horse battery"

/** Makes an account through a second connection, as `npm run staff -- add-user` does. */
export function addStaffUser(
  site: StorageSite,
  email = STAFF_EMAIL,
  password = STAFF_PASSWORD,
  role: StaffRole = DEFAULT_STAFF_ROLE,
) {
  return withStorage(site, storage => accountsOf(site, storage).add(email, password, STAFF_CLI, role))
}

/** The accounts of a site, with the secret box its server uses. */
export function accountsOf(site: StorageSite, storage: Storage): Accounts {
  return new Accounts(storage.accounts, SecretBox.load({ keyHex: site.secretKeyHex, dataDir: site.dataDir }))
}

export const SAME_ORIGIN = { "sec-fetch-site": "same-origin", origin: "http://localhost:80", host: "localhost:80" }

export type StaffClient = {
  cookie: string
  csrfToken: string
  /** A request with the session cookie, and on changes the CSRF token and same-origin headers. */
  request: (options: InjectOptions) => Promise<LightMyRequestResponse>
}

export function cookieOf(setCookie: string | string[] | undefined, name = "staff_session"): string {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []
  const found = all.find(cookie => cookie.startsWith(`${name}=`))
  if (!found) throw new Error(`No ${name} cookie in ${JSON.stringify(all)}`)
  return found.split(";")[0]
}

export async function signIn(
  app: FastifyInstance,
  credentials: { email?: string; password?: string; code?: string } = {},
): Promise<StaffClient> {
  const response = await app.inject({
    method: "POST",
    url: "/staff/api/session",
    headers: SAME_ORIGIN,
    payload: { email: STAFF_EMAIL, password: STAFF_PASSWORD, ...credentials },
  })
  if (response.statusCode !== 200) throw new Error(`Sign-in failed: ${response.statusCode} ${response.body}`)
  const cookie = cookieOf(response.headers["set-cookie"])
  const csrfToken = response.json().csrfToken as string
  return {
    cookie,
    csrfToken,
    request: options => {
      const changing = options.method !== undefined && options.method !== "GET"
      return app.inject({
        ...options,
        headers: {
          ...(changing ? { ...SAME_ORIGIN, "x-csrf-token": csrfToken } : {}),
          cookie,
          ...(options.headers ?? {}),
        },
      })
    },
  }
}
