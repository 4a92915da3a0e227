/**
 * Every save of the web editor on the server is a commit in the site's git checkout, authored by
 * the editor, and pushed to CONTENT_REMOTE when one is set, so developers pull editors' work. A save
 * that cannot be committed (data/ holds changes no commit has, git refuses, the push is rejected)
 * is undone: data/ is left exactly as the last commit has it.
 */
import { execFile } from "node:child_process"
import { promisify } from "node:util"

const run = promisify(execFile)

export type Author = { name: string; email: string }

/** A saved version of the content: a commit that changed data/. */
export type ContentVersion = { commit: string; author: string; at: string; summary: string }

/** How many versions the history lists, newest first. */
export const VERSIONS_LISTED = 50

/** A reason an editor can act on; the save it stopped changed nothing. */
export class HistoryRefusal extends Error {}

export const historyMessages = {
  changedOnServer: (paths: readonly string[]) =>
    `Nothing was saved: ${paths.join(", ")} changed on the server outside the editor. Ask a developer to commit or undo that change, then save again.`,
  notCommitted:
    "Nothing was saved: the change could not be recorded in the site's history. Try again; if it happens again, ask a developer to look at the server's git checkout.",
  notPushed:
    "Nothing was saved: the shared copy of the site has changes this server does not have yet. Ask a developer to bring this server up to date, then save again.",
  noSuchVersion: "There is no such version of the content. Reload the history and choose again.",
  sameAsNow: "This version is the content as it is now: there is nothing to restore.",
} as const

/** The folder whose files the editor changes; nothing outside it is ever added, restored or cleaned. */
const CONTENT_FOLDER = "data"

export class GitHistory {
  constructor(
    private readonly checkout: string,
    /** Where each commit is pushed (a remote's name or URL), or null to keep commits on this server. */
    private readonly remote: string | null,
  ) {}

  private async git(args: readonly string[], env: NodeJS.ProcessEnv = {}): Promise<string> {
    const { stdout } = await run("git", [...args], {
      cwd: this.checkout,
      env: { ...process.env, GIT_TERMINAL_PROMPT: "0", ...env },
      maxBuffer: 16 * 1024 * 1024,
    })
    return stdout
  }

  /** Refuses while data/ holds changes that no commit has: a save would sweep them into the editor's commit. */
  async assertClean(): Promise<void> {
    const status = await this.git(["status", "--porcelain", "--untracked-files=all", "--", CONTENT_FOLDER])
    const paths = status
      .split("\n")
      .filter(Boolean)
      .map(line => line.slice(3))
    if (paths.length > 0) throw new HistoryRefusal(historyMessages.changedOnServer(paths))
  }

  /** The latest versions of data/, newest first. */
  async versions(): Promise<ContentVersion[]> {
    const log = await this.git([
      "log",
      `--max-count=${VERSIONS_LISTED}`,
      "--format=%H%x1f%ae%x1f%aI%x1f%s",
      "--",
      CONTENT_FOLDER,
    ])
    return log
      .split("\n")
      .filter(Boolean)
      .map(line => {
        const [commit, author, at, summary] = line.split("\x1f")
        return { commit, author, at: new Date(at).toISOString(), summary }
      })
  }

  /**
   * Puts data/ back as `commit` had it (files added since removed), for a check before it is
   * committed; `undo` puts it back as the last commit has it. Only a version the history lists can
   * be restored, and never the current one.
   */
  async checkOut(commit: string): Promise<ContentVersion> {
    const versions = await this.versions()
    const version = versions.find(candidate => candidate.commit === commit)
    if (!version) throw new HistoryRefusal(historyMessages.noSuchVersion)
    if (version === versions[0]) throw new HistoryRefusal(historyMessages.sameAsNow)
    await this.assertClean()
    await this.git(["restore", `--source=${version.commit}`, "--staged", "--worktree", "--", CONTENT_FOLDER])
    return version
  }

  /**
   * Commits everything the save changed under data/ as the editor, and pushes it; undoes the save
   * when either fails. False when there was nothing to commit (the entry saved as it was).
   */
  async commit(message: string, author: Author): Promise<boolean> {
    const identity = {
      GIT_AUTHOR_NAME: author.name,
      GIT_AUTHOR_EMAIL: author.email,
      GIT_COMMITTER_NAME: author.name,
      GIT_COMMITTER_EMAIL: author.email,
    }
    try {
      await this.git(["add", "--all", "--", CONTENT_FOLDER])
      if (!(await this.hasStagedChanges())) return false
      await this.git(["commit", "--quiet", "--no-verify", "--message", message, "--", CONTENT_FOLDER], identity)
    } catch {
      await this.undo()
      throw new HistoryRefusal(historyMessages.notCommitted)
    }
    if (this.remote === null) return true
    try {
      await this.git(["push", "--quiet", this.remote, "HEAD"])
    } catch {
      await this.git(["reset", "--quiet", "--soft", "HEAD~1"])
      await this.undo()
      throw new HistoryRefusal(historyMessages.notPushed)
    }
    return true
  }

  private async hasStagedChanges(): Promise<boolean> {
    try {
      await this.git(["diff", "--cached", "--quiet", "--", CONTENT_FOLDER])
      return false
    } catch {
      return true
    }
  }

  /** data/ back to the last commit: changed files restored, new files removed. */
  async undo(): Promise<void> {
    await this.git(["reset", "--quiet", "--", CONTENT_FOLDER])
    await this.git(["checkout", "--quiet", "HEAD", "--", CONTENT_FOLDER])
    await this.git(["clean", "--quiet", "--force", "--", CONTENT_FOLDER])
  }
}
