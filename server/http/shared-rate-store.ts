/**
 * @fastify/rate-limit counts in memory, per process: behind a load balancer N instances would let
 * an address post N times the limit. This store keeps the count in the database every instance
 * shares (storage/throttle-store.ts), so the limit holds for the whole installation.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit"
import type { ThrottleStore } from "../storage/throttle-store"

export function sharedRateStore(throttle: ThrottleStore, prefix: string): FastifyRateLimitStoreCtor {
  return class SharedRateStore implements FastifyRateLimitStore {
    incr(key: string, callback: Parameters<FastifyRateLimitStore["incr"]>[1], timeWindow: number): void {
      throttle.countInWindow(`${prefix}:${key}`, timeWindow).then(
        ({ count, resetInMs }) => callback(null, { current: count, ttl: resetInMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      )
    }

    child(): FastifyRateLimitStore {
      return this
    }
  }
}
