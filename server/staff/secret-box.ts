/**
 * Secrets at rest: TOTP secrets are sealed with AES-256-GCM under a key that is not in the
 * database, so a copy of the database (a backup, a stolen file) reveals no second factor. The key
 * is STAFF_SECRET_KEY (64 hex digits) or, without it, DATA_DIR/secret.key, made on first start
 * with mode 0600. Every server instance that shares a database must share the key.
 */
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto"
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"

export const SECRET_KEY_FILE = "secret.key"
const VERSION = "v1."
const KEY_BYTES = 32
const IV_BYTES = 12
const TAG_BYTES = 16

export class SecretKeyError extends Error {}

export class SecretBox {
  private constructor(private readonly key: Buffer) {}

  static fromHex(hex: string): SecretBox {
    if (!/^[0-9a-fA-F]{64}$/.test(hex)) throw new SecretKeyError("The secret key must be 64 hexadecimal digits.")
    return new SecretBox(Buffer.from(hex, "hex"))
  }

  /** STAFF_SECRET_KEY when given, otherwise the key file in the data folder (made when missing). */
  static load(options: { keyHex: string | null; dataDir: string }): SecretBox {
    if (options.keyHex !== null) return SecretBox.fromHex(options.keyHex)
    const file = join(options.dataDir, SECRET_KEY_FILE)
    if (!existsSync(file)) {
      mkdirSync(options.dataDir, { recursive: true, mode: 0o700 })
      // "wx": never overwrite a key another process wrote a moment ago; losing it loses every secret.
      try {
        writeFileSync(file, `${randomBytes(KEY_BYTES).toString("hex")}\n`, { mode: 0o600, flag: "wx" })
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error
      }
    }
    return SecretBox.fromHex(readFileSync(file, "utf8").trim())
  }

  /**
   * An HMAC-SHA256 of the message under a key derived for this purpose (HKDF), never the sealing
   * key itself: a tag made for one purpose proves nothing for another.
   */
  sign(message: string, purpose: string): string {
    const key = Buffer.from(hkdfSync("sha256", this.key, Buffer.alloc(0), `mac: ${purpose}`, KEY_BYTES))
    return createHmac("sha256", key).update(message).digest("base64url")
  }

  /** Whether the tag is sign(message, purpose)'s, compared in constant time. */
  verify(message: string, tag: string, purpose: string): boolean {
    const expected = Buffer.from(this.sign(message, purpose))
    const given = Buffer.from(tag)
    return expected.length === given.length && timingSafeEqual(expected, given)
  }

  static isSealed(value: string): boolean {
    return value.startsWith(VERSION)
  }

  seal(plain: string, purpose: string): string {
    const iv = randomBytes(IV_BYTES)
    const cipher = createCipheriv("aes-256-gcm", this.key, iv)
    cipher.setAAD(Buffer.from(purpose))
    const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()])
    return VERSION + Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url")
  }

  /** The plain text, or an error when the value was sealed under another key or altered. */
  open(sealed: string, purpose: string): string {
    if (!SecretBox.isSealed(sealed)) throw new SecretKeyError("The value is not sealed.")
    const raw = Buffer.from(sealed.slice(VERSION.length), "base64url")
    const decipher = createDecipheriv("aes-256-gcm", this.key, raw.subarray(0, IV_BYTES))
    decipher.setAAD(Buffer.from(purpose))
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES))
    try {
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString("utf8")
    } catch {
      throw new SecretKeyError(
        "A stored secret cannot be opened with this secret key: the server has another STAFF_SECRET_KEY or secret.key than the one that sealed it.",
      )
    }
  }
}
