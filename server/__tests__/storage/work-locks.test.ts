/** Turns within one server process, the SQLite engine's locks (PostgreSQL's: postgres-engine.test.ts). */
import { ProcessWorkLocks } from "../../storage/work-locks"

it("runs work of one name in turn, whatever the one before did, and work of another name at once", async () => {
  const locks = new ProcessWorkLocks()
  const steps: string[] = []
  let finishFirst = () => undefined as void
  const first = locks.run("content-save", async () => {
    steps.push("first starts")
    await new Promise<void>(resolve => (finishFirst = resolve))
    throw new Error("the first save failed")
  })
  const second = locks.run("content-save", async () => void steps.push("second runs"))
  await locks.run("site-build", async () => void steps.push("a build runs"))
  expect(steps).toEqual(["first starts", "a build runs"])
  finishFirst()
  await expect(first).rejects.toThrow("the first save failed")
  await second
  expect(steps).toEqual(["first starts", "a build runs", "second runs"])
})
