/**
 * The units of work of the engine-neutral services (lead-service.ts, account-service.ts …) on one
 * SQLite connection. BEGIN IMMEDIATE takes the write lock first, so what a rule reads is what it
 * changes. better-sqlite3 runs every statement synchronously: each operation's promise is settled
 * when it returns, so the work's awaits resolve as microtasks and no other request's statements
 * (nor the group commit's setImmediate) run inside the transaction. The queue is the connection's,
 * not a store's: the leads', accounts', audit's and throttle's transactions take turns.
 */
import type { Db } from "./database"

/** Transactions one after another on each connection: the next waits for the last to end. */
const queues = new WeakMap<Db, Promise<unknown>>()

export function inTransaction<T>(db: Db, work: () => Promise<T>): Promise<T> {
  const run = (queues.get(db) ?? Promise.resolve()).then(() => runTransaction(db, work))
  queues.set(
    db,
    run.catch(() => undefined),
  )
  return run
}

async function runTransaction<T>(db: Db, work: () => Promise<T>): Promise<T> {
  if (db.inTransaction) throw new Error("A storage transaction was begun inside another one.")
  db.exec("BEGIN IMMEDIATE")
  try {
    const result = await work()
    db.exec("COMMIT")
    return result
  } catch (error) {
    if (db.inTransaction) db.exec("ROLLBACK")
    throw error
  }
}
