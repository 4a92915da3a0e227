/**
 * Staff passwords: argon2id with OWASP's minimum parameters (19 MiB of memory, 2 passes,
 * 1 lane), so a stolen copy of the database costs an attacker real work per guess.
 */
import { hash, verify } from "@node-rs/argon2"

export const MIN_PASSWORD_LENGTH = 12
export const MAX_PASSWORD_LENGTH = 256

// @node-rs/argon2 declares its Algorithm as a const enum, which isolated modules cannot read: 2 is Argon2id.
const ARGON2ID = 2
export const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const

/** Why the password cannot be used, or null when it can. */
export function passwordProblem(password: string): string | null {
  if ([...password].length < MIN_PASSWORD_LENGTH)
    return `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`
  if (password.length > MAX_PASSWORD_LENGTH)
    return `The password must be at most ${MAX_PASSWORD_LENGTH} characters long.`
  return null
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS)
}

export async function passwordMatches(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}

/** Verifying against this costs the same as against a real account: an unknown e-mail takes as long. */
let decoyHash: Promise<string> | null = null
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword("decoy password, never a real account's")
  return decoyHash
}
