/**
 * Sends the outbox: every committed lead that still owes its staff e-mail. It runs beside the
 * server, never inside a request, so a slow or dead mail server cannot slow down or fail a
 * visitor's submission. Pending rows live in the database, so they survive restarts and crashes.
 * Each pass claims the rows it sends (with PostgreSQL, other instances' workers skip them until
 * the claim runs out), and a row is marked sent right after the SMTP server accepted the message:
 * "at least once", and the Message-ID derived from the lead id lets mail clients fold the rare
 * duplicate (an instance killed between the server's acceptance and the mark).
 */
import type { FastifyBaseLogger } from "fastify"
import { MAX_DELIVERY_ERROR_LENGTH, type Outbox } from "../storage/lead-repository"
import { composeNotification, type MailAddresses, type NotificationMail } from "./compose-notification"
import { defaultRetryPolicy, retryDelay, type RetryPolicy } from "./retry-delay"

export type SendMail = (mail: NotificationMail) => Promise<unknown>

export type MailWorkerOptions = {
  outbox: Outbox
  send: SendMail
  addresses: MailAddresses
  log: FastifyBaseLogger
  retry?: RetryPolicy
  /** Rows sent per pass before the next pass is scheduled. */
  batchSize?: number
  /** Even with nothing due the worker looks again this often: the staff CLI may have queued a resend. */
  idleCheckMs?: number
  /** How long claimed rows stay this worker's (CLAIM_LEASE_MS unless configured). */
  leaseMs?: number
}

export const IDLE_CHECK_MS = 30_000
/** How long a claimed row is this worker's: longer than a batch takes with SMTP's own timeouts. */
export const CLAIM_LEASE_MS = 5 * 60_000

export class MailWorker {
  private timer: NodeJS.Timeout | null = null
  private running: Promise<void> | null = null
  private stopped = true
  private readonly retry: RetryPolicy
  private readonly batchSize: number
  private readonly idleCheckMs: number
  private readonly leaseMs: number

  constructor(private readonly options: MailWorkerOptions) {
    this.retry = options.retry ?? defaultRetryPolicy
    this.batchSize = options.batchSize ?? 20
    this.idleCheckMs = options.idleCheckMs ?? IDLE_CHECK_MS
    this.leaseMs = options.leaseMs ?? CLAIM_LEASE_MS
  }

  start(): void {
    this.stopped = false
    this.schedule(0)
  }

  /** A new notification was committed: look now rather than at the next timer. */
  wake(): void {
    if (!this.stopped && !this.running) this.schedule(0)
  }

  /** Stops scheduling and waits for the message being sent, if any. */
  async stop(): Promise<void> {
    this.stopped = true
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    await this.running
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return
    if (this.timer) clearTimeout(this.timer)
    this.timer = setTimeout(() => {
      this.timer = null
      this.running = this.passThenSchedule().finally(() => {
        this.running = null
      })
    }, delayMs)
    // Pending mail alone must not keep a stopping process alive: it is in the database.
    this.timer.unref()
  }

  /**
   * One pass, then the next one. The database can fail here (busy behind the staff CLI's
   * checkpoint, a full disk, a restarting database server): that must not end the process that
   * receives the leads, so the error is logged and the outbox is read again after the first
   * retry delay.
   */
  private async passThenSchedule(): Promise<void> {
    let wait: number
    try {
      await this.pass()
      const next = await this.options.outbox.nextDueAt()
      wait = next === null ? this.idleCheckMs : Math.min(this.idleCheckMs, Math.max(0, next - Date.now()))
    } catch (error) {
      this.options.log.error({ err: error }, "mail outbox could not be read or updated; will look again")
      wait = this.retry.baseMs
    }
    this.schedule(wait)
  }

  private async pass(): Promise<void> {
    const { outbox, send, addresses, log } = this.options
    for (;;) {
      const due = await outbox.claimDue(Date.now(), this.batchSize, this.leaseMs)
      for (const lead of due) {
        if (this.stopped) return
        try {
          await send(composeNotification(lead, addresses))
          await outbox.markSent(lead.id)
          log.info({ leadId: lead.id }, "lead notification sent")
        } catch (error) {
          const attempts = (lead.notification?.attempts ?? 0) + 1
          const needsAttention = attempts >= this.retry.attentionAfter
          const reason = error instanceof Error ? error.message : String(error)
          await outbox.markFailed(lead.id, {
            attempts,
            nextAttemptAt: Date.now() + retryDelay(attempts, this.retry),
            error: reason.slice(0, MAX_DELIVERY_ERROR_LENGTH),
            needsAttention,
          })
          log[needsAttention ? "error" : "warn"](
            { leadId: lead.id, attempts, reason },
            "lead notification failed; will retry",
          )
        }
      }
      if (due.length < this.batchSize || this.stopped) return
    }
  }
}
