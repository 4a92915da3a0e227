/**
 * Publishing: the site is built from the content checkout in a child process (`npm run build:site`,
 * which checks the data first and keeps Gatsby's cache between builds), and its output becomes
 * the live release only when the build and the checks below passed (releases.ts). One build runs
 * at a time; a publish asked for during a build (or saves made then) is built right after it, once.
 * A failed build leaves the live site as it was and keeps the reason, in words an editor can use.
 */
import { spawn } from "node:child_process"
import { execFileSync } from "node:child_process"
import { existsSync } from "node:fs"
import { join } from "node:path"
import type { PublishState } from "../../shared/staff-api"
import { Releases } from "./releases"

/** Files a build must have made before its release goes live: both editions' home and 404 pages. */
export const REQUIRED_FILES = ["index.html", "ar/index.html", "404.html", "ar/404.html"]
/** The lines of a failed build's output kept for its reason. */
const REASON_LINES = 12

export const publishMessages = {
  buildFailed: (lines: string) =>
    `The site could not be built, so the live site did not change. The build said:\n${lines}`,
  missing: (files: readonly string[]) =>
    `The build finished without ${files.join(", ")}, so the live site did not change. Ask a developer to look at the build.`,
  couldNotStart: (reason: string) => `The build could not start (${reason}), so the live site did not change.`,
  notSwitched: (reason: string) => `The new build could not be put live (${reason}), so the live site did not change.`,
} as const

export type PublisherOptions = {
  /** The site's git checkout, built in place (its public/ and Gatsby's .cache stay between builds). */
  checkout: string
  releases: Releases
  /** Runs a build when no other server builds in this checkout (servers sharing one take turns). */
  exclusive?: <T>(work: () => Promise<T>) => Promise<T>
  log?: { info(message: string): void; error(message: string): void }
}

export class Publisher {
  private building: Promise<void> | null = null
  private again = false
  private failure: PublishState["failure"] = null

  constructor(private readonly options: PublisherOptions) {}

  status(): PublishState {
    return {
      publishing: this.building !== null,
      queued: this.again,
      live: this.options.releases.liveRelease(),
      failure: this.failure,
    }
  }

  /** At start-up: the deployed build at `publicDir` goes live if it is a new deploy (releases.ts). */
  adoptDeployed(publicDir: string): void {
    this.options.releases.adoptDeployed(publicDir, this.headCommit())
  }

  /** Starts a build, or asks for one more after the running one; resolves when no build is left. */
  publish(): Promise<void> {
    if (this.building) {
      this.again = true
      return this.building
    }
    this.building = this.buildUntilDone().finally(() => {
      this.building = null
    })
    return this.building
  }

  /** Resolves once no build runs (the server waits for it before it stops). */
  async settled(): Promise<void> {
    await this.building
  }

  /** The folder of the live release, or null before the first one. */
  liveRoot(): string | null {
    return this.options.releases.liveRoot()
  }

  private async buildUntilDone(): Promise<void> {
    do {
      this.again = false
      try {
        await this.buildOnce()
      } catch (error) {
        this.fail(publishMessages.notSwitched(error instanceof Error ? error.message : String(error)))
      }
    } while (this.again)
  }

  private buildOnce(): Promise<void> {
    const exclusive = this.options.exclusive ?? (work => work())
    return exclusive(async () => {
      const commit = this.headCommit()
      // Another server sharing the checkout may have built this content while this one waited its turn.
      if (this.options.releases.liveRelease()?.commit === commit && this.failure === null) return
      await this.buildAndAdopt(commit)
    })
  }

  private async buildAndAdopt(commit: string): Promise<void> {
    const { checkout, releases } = this.options
    const outcome = await this.runBuild()
    if (outcome !== null) return this.fail(outcome)
    const built = join(checkout, "public")
    const missing = REQUIRED_FILES.filter(file => !existsSync(join(built, file)))
    if (missing.length > 0) return this.fail(publishMessages.missing(missing))
    releases.adopt(built, commit)
    this.failure = null
    this.options.log?.info(`published ${commit}`)
  }

  private fail(reason: string): void {
    this.failure = { at: new Date().toISOString(), reason }
    this.options.log?.error(`publish failed: ${reason}`)
  }

  /** Null when the build passed, else the reason it failed. */
  private runBuild(): Promise<string | null> {
    return new Promise(resolve => {
      const output: string[] = []
      const child = spawn("npm", ["run", "--silent", "build:site"], {
        cwd: this.options.checkout,
        stdio: ["ignore", "pipe", "pipe"],
      })
      const keep = (chunk: Buffer) => {
        output.push(
          ...chunk
            .toString("utf8")
            .split("\n")
            .filter(line => line.trim() !== ""),
        )
        output.splice(0, Math.max(0, output.length - REASON_LINES))
      }
      child.stdout.on("data", keep)
      child.stderr.on("data", keep)
      child.on("error", error => resolve(publishMessages.couldNotStart(error.message)))
      child.on("close", code => resolve(code === 0 ? null : publishMessages.buildFailed(output.join("\n"))))
    })
  }

  private headCommit(): string {
    try {
      return execFileSync("git", ["rev-parse", "HEAD"], { cwd: this.options.checkout, encoding: "utf8" }).trim()
    } catch {
      return "unknown"
    }
  }
}
