/**
 * Staff passwords hashed at argon2id's cheapest parameters, for the suites that sign in hundreds
 * of times: at OWASP's 19 MiB every hash and every check costs tens of milliseconds of CPU. The
 * check itself is the product's (passwords.ts): it reads the parameters from the stored hash, so
 * only the cost changes. That a password set through the product is stored at the production
 * parameters is proven where no suite swaps this in (staff-cli.test.ts, auth.test.ts).
 *
 * A suite opts in with (jest hoists it above the imports, so the app sees the swap):
 *   jest.mock("../../staff/passwords", () => jest.requireActual<CheapPasswords>("../support/cheap-passwords").cheapPasswords())
 */
import { hash } from "@node-rs/argon2"
import type * as Passwords from "../../staff/passwords"

/** Argon2id's smallest memory for one lane is 8 KiB; 256 KiB and one pass make a check about half a millisecond. */
export const CHEAP_ARGON2_OPTIONS = { memoryCost: 256, timeCost: 1 } as const

export type CheapPasswords = { cheapPasswords: () => typeof Passwords }

export function cheapPasswords(): typeof Passwords {
  const actual = jest.requireActual<typeof Passwords>("../../staff/passwords")
  const hashPassword = (password: string) => hash(password, { ...actual.ARGON2_OPTIONS, ...CHEAP_ARGON2_OPTIONS })
  let decoy: Promise<string> | null = null
  return {
    ...actual,
    hashPassword,
    decoyPasswordHash: () => (decoy ??= hashPassword("decoy password, never a real account's")),
  }
}
