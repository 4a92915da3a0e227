import { LEAD_ID_PATTERN, newLeadId } from "../lead-id"

describe("newLeadId", () => {
  it("is a ULID whose first 10 characters are the time", () => {
    const id = newLeadId(Date.UTC(2026, 10, 23))
    expect(id).toMatch(LEAD_ID_PATTERN)
    expect(newLeadId(Date.UTC(2026, 10, 23) + 1).slice(0, 10) > id.slice(0, 10)).toBe(true)
  })

  it("sorts in the order the leads arrived, also within one millisecond", () => {
    const now = Date.UTC(2026, 10, 24)
    const ids = Array.from({ length: 1000 }, () => newLeadId(now))
    expect(new Set(ids).size).toBe(1000)
    expect([...ids].sort()).toEqual(ids)
  })

  it("keeps the order when the clock steps back", () => {
    const later = newLeadId(Date.UTC(2026, 10, 25, 12))
    const afterStepBack = newLeadId(Date.UTC(2026, 10, 25, 11))
    expect(afterStepBack > later).toBe(true)
  })

  it("cannot be guessed: ids of different milliseconds share no random part", () => {
    const a = newLeadId(Date.UTC(2026, 10, 26))
    const b = newLeadId(Date.UTC(2026, 10, 26) + 1)
    expect(a.slice(10)).not.toBe(b.slice(10))
  })
})
