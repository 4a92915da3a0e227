/**
 * The live site's state, above the content history: a publish running (and whether another
 * waits), what is live since when, or why the last publish failed, with a button to publish
 * again. While a build runs it asks the server again every few seconds.
 */
import { useCallback, useEffect, useState } from "react"
import { api } from "../api"
import { Alert } from "./alert"
import { formatTime } from "../labels"
import type { PublishState } from "../types"
import * as styles from "../staff.module.css"

/** How often the page asks while a build runs: a build takes a minute or two. */
const ASK_EVERY_MS = 3000

/** `changed` asks again when the content changed; `onLive` hears which version is live. */
export function PublishStatus({ changed, onLive }: { changed: number; onLive?: (commit: string | null) => void }) {
  const [state, setState] = useState<PublishState | null>(null)
  const [error, setError] = useState<string | null>(null)

  const ask = useCallback(
    () =>
      api<PublishState>("publish").then(
        answer => {
          setState(answer)
          setError(null)
          onLive?.(answer.live?.commit ?? null)
        },
        (failure: Error) => setError(failure.message),
      ),
    [onLive],
  )
  useEffect(() => {
    void ask()
  }, [ask, changed])
  useEffect(() => {
    if (!state?.publishing) return
    const timer = window.setTimeout(() => void ask(), ASK_EVERY_MS)
    return () => window.clearTimeout(timer)
  }, [state, ask])

  const publish = async () => {
    try {
      setState(await api<PublishState>("publish", { method: "POST" }))
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure))
    }
  }

  return (
    <section aria-labelledby="live-site-heading">
      <h2 id="live-site-heading">Live site</h2>
      <Alert message={error} />
      {state ? (
        <div role="status" data-testid="publish-state">
          {state.publishing ? (
            <p>Publishing{state.queued ? ", and again after that with the latest changes" : ""}…</p>
          ) : null}
          {state.live ? (
            <p>
              Live since {formatTime(state.live.since)} (version {state.live.commit.slice(0, 8)}).
            </p>
          ) : null}
          {state.failure ? (
            <p className={styles.error}>
              The last publish failed ({formatTime(state.failure.at)}): {state.failure.reason}
            </p>
          ) : null}
        </div>
      ) : null}
      {state && !state.publishing ? (
        <button type="button" className={styles.secondaryButton} onClick={() => void publish()}>
          Publish again
        </button>
      ) : null}
    </section>
  )
}
