/**
 * Stops Date (and only Date) for a test whose server runs in the same process: a wait the server
 * sets never runs out while the test's requests are still arriving on a loaded machine, whatever
 * the machine's speed. Timers, sockets and the database keep their real clocks. jest.setSystemTime
 * moves it on; jest.useRealTimers starts it again.
 */
export function freezeDate(now: number = Date.now()): void {
  jest.useFakeTimers({
    now,
    doNotFake: [
      "hrtime",
      "nextTick",
      "performance",
      "queueMicrotask",
      "requestAnimationFrame",
      "cancelAnimationFrame",
      "requestIdleCallback",
      "cancelIdleCallback",
      "setImmediate",
      "clearImmediate",
      "setInterval",
      "clearInterval",
      "setTimeout",
      "clearTimeout",
    ],
  })
}
