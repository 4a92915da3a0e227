/**
 * Group commit: the submissions that arrive while the event loop is busy are
 * written in one transaction, so they share one fsync. Each request still gets its
 * answer only after the commit that holds its lead — synchronous=FULL stays, and
 * the throughput is no longer bounded by one disk flush per lead.
 */
import type { LeadStore, NewLead, SaveResult } from "./lead-store"

type Waiting = { lead: NewLead; resolve: (result: SaveResult) => void; reject: (error: Error) => void }

export class GroupCommit {
  private waiting: Waiting[] = []
  private scheduled = false

  constructor(private readonly store: LeadStore) {}

  save(lead: NewLead): Promise<SaveResult> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ lead, resolve, reject })
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
    let results: (SaveResult | Error)[]
    try {
      results = this.store.saveMany(batch.map(item => item.lead))
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error))
      for (const item of batch) item.reject(failure)
      return
    }
    batch.forEach((item, index) => {
      const result = results[index]
      if (result instanceof Error) item.reject(result)
      else item.resolve(result)
    })
  }
}
