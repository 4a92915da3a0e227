/**
 * Work that one server at a time may do on what the servers share: saving to the content checkout
 * and building the site in it. Two saves at once would mix their files in one commit; two builds
 * at once would write one public/ folder together. Each engine keeps the servers it serves in turn:
 * the SQLite file serves one process, so waiting in that process is enough (ProcessWorkLocks);
 * PostgreSQL serves several, so its locks are the database's (postgres/work-locks.ts).
 */
export type WorkName = "content-save" | "site-build"

export interface WorkLocks {
  /** Runs `work` when no server of this storage runs work of that name, and resolves with its result. */
  run<T>(name: WorkName, work: () => Promise<T>): Promise<T>
}

/** Turns within this process: each piece of work of a name waits for the one before it. */
export class ProcessWorkLocks implements WorkLocks {
  private readonly tails = new Map<WorkName, Promise<unknown>>()

  run<T>(name: WorkName, work: () => Promise<T>): Promise<T> {
    const done = (this.tails.get(name) ?? Promise.resolve()).then(work)
    this.tails.set(
      name,
      done.catch(() => undefined),
    )
    return done
  }
}
