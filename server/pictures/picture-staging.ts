/**
 * Pictures waiting for a save: checked (picture-rules.ts) when they arrive, kept in a private
 * folder outside the site's files, and copied into place only when the caller says the save that
 * uses them passed. Until then the pictures folder holds exactly what it held before.
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { checkPicture, checkPictureContent, PictureRefusal, type PictureUpload } from "./picture-rules"

export type StagedPicture = { path: string; absolute: string; file: string }

export class PictureStaging {
  private readonly pictures = new Map<string, StagedPicture>()
  private folder: string | null = null
  private written = 0

  /**
   * @param stagingRoot where the private folder is made (on first use), outside the site's files
   * @param mediaFolder the absolute pictures folder, shown in messages as `mediaFolderShownAs`
   * @param maxPictures how many pictures may wait at once (each at most MAX_PICTURE_BYTES)
   */
  constructor(
    private readonly stagingRoot: string,
    private readonly mediaFolder: string,
    private readonly mediaFolderShownAs: string,
    private readonly maxPictures: number = 20,
  ) {}

  /** Checks the picture (its whole content too) and keeps it; one staged later at the same place replaces it. */
  async stage(upload: PictureUpload): Promise<StagedPicture> {
    const format = checkPicture(upload, this.mediaFolder, this.mediaFolderShownAs)
    await checkPictureContent(upload.path, upload.bytes, format)
    const earlier = this.pictures.get(upload.absolute)
    if (!earlier && this.pictures.size >= this.maxPictures)
      throw new PictureRefusal(
        422,
        `${this.maxPictures} uploaded pictures are waiting for a save that uses them: save an entry that uses them, or delete some from the media library, before uploading more.`,
      )
    this.folder ??= mkdtempSync(join(this.stagingRoot, "editor-pictures-"))
    const file = earlier?.file ?? join(this.folder, String(this.written++))
    writeFileSync(file, upload.bytes)
    const staged = { path: upload.path, absolute: upload.absolute, file }
    this.pictures.set(upload.absolute, staged)
    return staged
  }

  get(absolute: string): StagedPicture | undefined {
    return this.pictures.get(absolute)
  }

  list(): StagedPicture[] {
    return [...this.pictures.values()]
  }

  read(picture: StagedPicture): Buffer {
    return readFileSync(picture.file)
  }

  /** Forgets a staged picture; true when there was one. */
  discard(absolute: string): boolean {
    const picture = this.pictures.get(absolute)
    if (!picture) return false
    rmSync(picture.file, { force: true })
    return this.pictures.delete(absolute)
  }

  /**
   * Puts the given staged pictures in place, for a save that passed. The folder is checked again:
   * it must still be there, since an upload never creates one.
   */
  land(pictures: readonly StagedPicture[]): void {
    for (const picture of pictures)
      checkPicture(
        { path: picture.path, absolute: picture.absolute, bytes: this.read(picture) },
        this.mediaFolder,
        this.mediaFolderShownAs,
      )
    for (const picture of pictures) {
      copyFileSync(picture.file, picture.absolute)
      this.discard(picture.absolute)
    }
  }

  /** Removes the private folder and everything still in it. */
  dispose(): void {
    if (this.folder) rmSync(this.folder, { recursive: true, force: true })
    this.folder = null
    this.pictures.clear()
  }
}
