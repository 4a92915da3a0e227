/**
 * The builds the server can serve, each in a folder of its own under DATA_DIR/releases/, and the
 * one it serves now: the symbolic link `live`. Switching to another release replaces the link in
 * one rename, which POSIX makes atomic: a request resolves the link once (`liveRoot`) and reads
 * every file of its answer from that release, so a visitor gets a whole page of one release or
 * the other, never half of each, and never an error while the switch happens.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, realpathSync, renameSync, rmSync, symlinkSync } from "node:fs"
import { join } from "node:path"

/** Releases kept besides the live one, for a quick look back; older ones are removed. */
const KEPT_RELEASES = 3

export class Releases {
  private readonly live: string

  constructor(private readonly folder: string) {
    mkdirSync(folder, { recursive: true })
    this.live = join(folder, "live")
  }

  /** The folder of the release served now (the link resolved); null before the first one. */
  liveRoot(): string | null {
    try {
      return realpathSync(this.live)
    } catch {
      return null
    }
  }

  /**
   * Copies a finished build into a new release and makes it the live one. The copy is complete
   * before the switch: the build's own folder may be rebuilt at once, without touching it.
   */
  adopt(builtDir: string, name: string): string {
    const release = join(this.folder, `release-${name}`)
    const partial = `${release}.partial`
    rmSync(partial, { recursive: true, force: true })
    cpSync(builtDir, partial, { recursive: true })
    rmSync(release, { recursive: true, force: true })
    renameSync(partial, release)
    const link = `${this.live}.next`
    rmSync(link, { force: true })
    symlinkSync(release, link)
    renameSync(link, this.live)
    this.prune(release)
    return release
  }

  private prune(live: string): void {
    const releases = readdirSync(this.folder)
      .filter(name => name.startsWith("release-") && !name.endsWith(".partial"))
      .map(name => join(this.folder, name))
      .filter(path => path !== live)
      .sort()
    for (const old of releases.slice(0, Math.max(0, releases.length - KEPT_RELEASES)))
      if (existsSync(old)) rmSync(old, { recursive: true, force: true })
  }
}
