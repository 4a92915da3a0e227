/**
 * The live site's state, and the saved versions of the site's content (each save in the web
 * editor, and each restore): who saved what, when, and which one the live site was built from;
 * any earlier one can be brought back, as a new version, which is published like a save.
 */
import { useCallback, useEffect, useState } from "react"
import { api } from "../api"
import { Alert } from "../components/alert"
import { PublishStatus } from "../components/publish-status"
import { StaffTable } from "../components/staff-table"
import { formatTime } from "../labels"
import type { ContentVersion } from "../types"
import * as styles from "../staff.module.css"

export function ContentHistoryPage() {
  const [versions, setVersions] = useState<ContentVersion[]>([])
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [liveCommit, setLiveCommit] = useState<string | null>(null)

  const load = useCallback(
    () =>
      api<{ versions: ContentVersion[] }>("content/versions").then(
        answer => setVersions(answer.versions),
        (failure: Error) => setError(failure.message),
      ),
    [],
  )
  useEffect(() => {
    void load()
  }, [load])

  const restore = async (version: ContentVersion) => {
    if (!window.confirm(`Bring back the content of ${formatTime(version.at)}? It is saved as a new version.`)) return
    setBusy(true)
    setError(null)
    setDone(null)
    try {
      setDone(
        (await api<{ message: string }>("content/restore", { method: "POST", body: { commit: version.commit } }))
          .message,
      )
      await load()
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <main className={styles.page}>
      <h1>Content history</h1>
      <PublishStatus changed={versions.length} onLive={setLiveCommit} />
      <h2>Saved versions</h2>
      <Alert message={error} />
      <Alert message={done} tone="success" />
      <StaffTable columns={["When", "Who", "What", "Restore"]}>
        {versions.map((version, index) => (
          <tr key={version.commit}>
            <td>{formatTime(version.at)}</td>
            <td>{version.author}</td>
            <td>
              {version.summary}
              {version.commit === liveCommit ? <strong> (live on the site)</strong> : null}
            </td>
            <td>
              {index === 0 ? (
                "Current"
              ) : (
                <button
                  type="button"
                  className={styles.secondaryButton}
                  disabled={busy}
                  onClick={() => void restore(version)}
                  aria-label={`Restore the content of ${formatTime(version.at)}`}
                >
                  Restore
                </button>
              )}
            </td>
          </tr>
        ))}
      </StaffTable>
    </main>
  )
}
