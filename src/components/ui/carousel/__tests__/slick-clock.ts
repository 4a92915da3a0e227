import { act } from "@testing-library/react"

/**
 * Advances fake time in small steps: React runs state callbacks (which schedule react-slick's
 * next timers) only when each act() ends.
 */
export async function advance(ms: number): Promise<void> {
  for (let elapsed = 0; elapsed < ms; elapsed += 100) {
    await act(async () => {
      jest.advanceTimersByTime(Math.min(100, ms - elapsed))
    })
  }
}

/** Lets the near-viewport timer fire and the react-slick chunk (a dynamic import) arrive. */
export async function loadSlick(): Promise<void> {
  for (let round = 0; round < 5; round++) {
    await act(async () => {
      jest.advanceTimersByTime(250)
      await Promise.resolve()
    })
  }
}
