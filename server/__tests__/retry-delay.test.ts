import { defaultRetryPolicy, retryDelay } from "../mail/retry-delay"

describe("retry delays", () => {
  it("retry first within 10 seconds, grow exponentially and stop growing at 10 minutes", () => {
    const low = (failures: number) => retryDelay(failures, defaultRetryPolicy, () => 0)
    const high = (failures: number) => retryDelay(failures, defaultRetryPolicy, () => 1)
    expect(high(1)).toBeLessThanOrEqual(10_000)
    expect(low(1)).toBeGreaterThan(0)
    expect(high(2)).toBe(2 * high(1))
    expect(high(3)).toBe(4 * high(1))
    expect(high(20)).toBe(10 * 60_000)
    expect(high(1000)).toBe(10 * 60_000)
  })

  it("spread retries with jitter between half and all of the step", () => {
    const delays = Array.from({ length: 50 }, () => retryDelay(4, defaultRetryPolicy))
    expect(new Set(delays).size).toBeGreaterThan(1)
    for (const delay of delays) {
      expect(delay).toBeGreaterThanOrEqual(40_000)
      expect(delay).toBeLessThanOrEqual(80_000)
    }
  })
})
