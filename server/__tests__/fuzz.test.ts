/**
 * Property: whatever a client sends to the endpoint — any fields, any values, fields
 * twice or missing, any content type, any Idempotency-Key — the answer is never a
 * 5xx, always JSON, and either a success with an id or a 4xx with a message.
 */
import fc from "fast-check"
import type { FastifyInstance } from "fastify"
import { HONEYPOT_FIELD } from "../../shared/forms/honeypot"
import { serviceOptionsOf } from "../../shared/forms/form-edition-files"
import { buildApp } from "../app"
import { reportSkippedEngines } from "./support/storage-engines"
import { storageSites } from "./support/storage-sites"
import { testConfig } from "./support/test-app"

const leadServiceOptions = serviceOptionsOf("en").lead

const fieldName = fc.oneof(
  fc.constantFrom("firstname", "lastname", "email", "phone", "service", "message", "privacy", "submit", HONEYPOT_FIELD),
  fc.string({ maxLength: 12 }),
)
const fieldValue = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.string({ unit: "binary", maxLength: 300 }),
  fc.constantFrom(
    "submit",
    "on",
    "",
    " ",
    "a@b.co",
    "\r\n",
    "\u0000",
    "x".repeat(6000),
    ...leadServiceOptions.map(option => option.value),
  ),
)
const formBody = fc.array(fc.tuple(fieldName, fieldValue), { maxLength: 12 }).map(pairs => {
  const body = new URLSearchParams()
  for (const [name, value] of pairs) body.append(name, value)
  return body.toString()
})
const rawBody = fc.oneof(formBody, fc.string({ maxLength: 500 }), fc.string({ unit: "binary", maxLength: 500 }))
const contentType = fc.option(
  fc.constantFrom(
    "application/x-www-form-urlencoded",
    "application/x-www-form-urlencoded; charset=UTF-8",
    "APPLICATION/X-WWW-FORM-URLENCODED",
    "application/json",
    "text/plain",
    "multipart/form-data; boundary=----x",
    "application/octet-stream",
    "nonsense",
  ),
  { nil: undefined },
)
const printableAscii = fc.string({
  unit: fc.integer({ min: 0x21, max: 0x7e }).map(code => String.fromCharCode(code)),
  maxLength: 140,
})
const idempotencyKey = fc.option(printableAscii, { nil: undefined })

reportSkippedEngines()

describe.each(storageSites)("the endpoint on $engine", ({ site }) => {
  let app: FastifyInstance

  beforeAll(async () => {
    app = await buildApp(testConfig({ ...(await site()), rateLimit: 0 }))
  })
  afterAll(() => app.close())

  it("never answers with a 5xx, whatever is posted", async () => {
    await fc.assert(
      fc.asyncProperty(rawBody, contentType, idempotencyKey, async (payload, type, key) => {
        const headers: Record<string, string> = {}
        if (type !== undefined) headers["content-type"] = type
        if (key !== undefined) headers["idempotency-key"] = key
        const response = await app.inject({ method: "POST", url: "/send_email.php", headers, payload })
        expect(response.statusCode).toBeLessThan(500)
        const body = response.json()
        if (response.statusCode === 200) expect(body).toEqual({ ok: true, id: expect.any(String) })
        else {
          expect(response.statusCode).toBeGreaterThanOrEqual(400)
          expect(typeof body.message).toBe("string")
          expect(body.message.length).toBeGreaterThan(0)
          expect(JSON.stringify(body)).not.toMatch(/\bat .*\.(ts|js):\d+/)
        }
      }),
      { numRuns: 400 },
    )
  })

  it("accepts every valid combination the forms can produce", async () => {
    const safeText = (max: number) =>
      fc
        .string({ minLength: 1, maxLength: max })
        // eslint-disable-next-line no-control-regex -- keeping control characters out is the point
        .filter(value => value.trim() !== "" && !/[\u0000-\u001f\u007f]/.test(value))
    // A number as people write it: an optional +, 7 to 15 digits, spaces, dashes or dots between them.
    const callablePhone = fc
      .tuple(
        fc.boolean(),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 9 }), fc.constantFrom("", " ", "-", ".")), {
          minLength: 7,
          maxLength: 15,
        }),
      )
      .map(
        ([plus, digits]) =>
          (plus ? "+" : "") +
          digits
            .map(([digit, gap]) => `${digit}${gap}`)
            .join("")
            .trim(),
      )
    await fc.assert(
      fc.asyncProperty(
        safeText(100),
        safeText(100),
        fc.emailAddress().filter(email => email.length <= 254),
        callablePhone,
        fc.constantFrom(...leadServiceOptions.map(option => option.value)),
        // eslint-disable-next-line no-control-regex -- keeping control characters out is the point
        fc.string({ maxLength: 5000 }).filter(value => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(value)),
        async (firstname, lastname, email, phone, service, message) => {
          const payload = new URLSearchParams({
            firstname,
            lastname,
            email,
            phone,
            service,
            message,
            submit: "submit",
          }).toString()
          const response = await app.inject({
            method: "POST",
            url: "/send_email.php",
            headers: { "content-type": "application/x-www-form-urlencoded" },
            payload,
          })
          expect([response.statusCode, response.json()]).toEqual([200, { ok: true, id: expect.any(String) }])
        },
      ),
      { numRuns: 150 },
    )
  })
})
