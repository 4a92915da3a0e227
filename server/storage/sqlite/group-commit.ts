/**
 * Group commit: the submissions that arrive while the event loop is busy are written in one
 * transaction, so they share one fsync. Each caller still gets its answer only after the commit
 * that holds its item — synchronous=FULL stays, and the throughput is no longer bounded by one
 * disk flush per lead.
 */
type Waiting<Item, Result> = { item: Item; resolve: (result: Result) => void; reject: (error: Error) => void }

/** Writes a batch in one transaction; an item that failed alone comes back as its Error. */
export type WriteBatch<Item, Result> = (items: readonly Item[]) => (Result | Error)[]

export class GroupCommit<Item, Result> {
  private waiting: Waiting<Item, Result>[] = []
  private scheduled = false

  constructor(private readonly writeBatch: WriteBatch<Item, Result>) {}

  save(item: Item): Promise<Result> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ item, resolve, reject })
      if (!this.scheduled) {
        this.scheduled = true
        // After the I/O phase: every request parsed in this loop turn joins the batch.
        setImmediate(() => this.flush())
      }
    })
  }

  private flush(): void {
    this.scheduled = false
    const batch = this.waiting
    this.waiting = []
    let results: (Result | Error)[]
    try {
      results = this.writeBatch(batch.map(waiting => waiting.item))
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error))
      for (const waiting of batch) waiting.reject(failure)
      return
    }
    batch.forEach((waiting, index) => {
      const result = results[index]
      if (result instanceof Error) waiting.reject(result)
      else waiting.resolve(result)
    })
  }
}
