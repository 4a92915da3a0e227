/**
 * The builds the server can serve, each in a folder of its own under DATA_DIR/releases/, and the
 * one it serves now: the symbolic link `live`. Switching to another release replaces the link in
 * one rename, which POSIX makes atomic: a request resolves the link once (`liveRoot`) and reads
 * every file of its answer from that release, so a visitor gets a whole page of one release or
 * the other, never half of each, and never an error while the switch happens.
 */
import { createHash, randomUUID } from "node:crypto"
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs"
import { basename, join } from "node:path"

/** Releases kept besides the live one, for a quick look back; older ones are removed. */
const KEPT_RELEASES = 3
/** Which deployed build the releases started from (its stamp): a restart keeps what was published since. */
const DEPLOYED_STAMP_FILE = "deployed-stamp"
/** The files whose content tells one build from another: both editions' home pages and the inline scripts' hashes. */
const STAMPED_FILES = ["index.html", "ar/index.html", "csp-hashes.json"]

/** The release served now: since when, and the commit it was built from. */
export type LiveRelease = { since: string; commit: string }

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

  /** The release served now, as its folder's name records it; null before the first one. */
  liveRelease(): LiveRelease | null {
    const root = this.liveRoot()
    const match = root === null ? null : /^release-(\d+)-(.+)$/.exec(basename(root))
    if (root === null || !match) return null
    return { since: new Date(Number(match[1])).toISOString(), commit: match[2] }
  }

  /**
   * Makes the deployed build the live release when it is a new deploy (another build than the
   * one adopted before); after a mere restart the release published since stays live.
   */
  adoptDeployed(publicDir: string, commit: string): void {
    const stamp = createHash("sha256")
    for (const file of STAMPED_FILES)
      if (existsSync(join(publicDir, file))) stamp.update(file).update(readFileSync(join(publicDir, file)))
    const deployed = stamp.digest("hex")
    const stampFile = join(this.folder, DEPLOYED_STAMP_FILE)
    if (this.liveRoot() !== null && existsSync(stampFile) && readFileSync(stampFile, "utf8") === deployed) return
    this.adopt(publicDir, commit)
    writeFileSync(stampFile, deployed)
  }

  /**
   * Copies a finished build into a new release and makes it the live one. The copy is complete
   * before the switch: the build's own folder may be rebuilt at once, without touching it.
   */
  adopt(builtDir: string, commit: string): void {
    // Names of its own for the copy and the new link: two servers sharing the folder never meet.
    const own = `${process.pid}-${randomUUID()}`
    const release = join(this.folder, `release-${Date.now()}-${commit}`)
    const partial = `${release}.partial-${own}`
    cpSync(builtDir, partial, { recursive: true })
    rmSync(release, { recursive: true, force: true })
    renameSync(partial, release)
    const link = `${this.live}.next-${own}`
    symlinkSync(release, link)
    renameSync(link, this.live)
    this.prune(release)
  }

  private prune(live: string): void {
    const releases = readdirSync(this.folder)
      .filter(name => name.startsWith("release-") && !name.includes(".partial"))
      .map(name => join(this.folder, name))
      .filter(path => path !== live)
      .sort()
    for (const old of releases.slice(0, Math.max(0, releases.length - KEPT_RELEASES)))
      rmSync(old, { recursive: true, force: true })
  }
}
