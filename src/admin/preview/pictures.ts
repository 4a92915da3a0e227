/**
 * The pictures of data/ as the preview shows them: read through the editor's backend (the same
 * request Decap's media library makes) and kept as object URLs for as long as the editor is open.
 * Decap's own getAsset cannot serve here: it looks a picture up by its file name alone, and the
 * site keeps pictures in folders under images/.
 */
import type { BackendRequest } from "../staff-backend"

/** Sends one request to the editor's backend (Decap's proxy protocol), whichever backend it is. */
export type ContentRequest = (body: BackendRequest) => Promise<unknown>

type MediaFile = { content: string; encoding?: string; path: string }

const TYPES: Record<string, string> = {
  avif: "image/avif",
  jpeg: "image/jpeg",
  jpg: "image/jpeg",
  png: "image/png",
  svg: "image/svg+xml",
  webp: "image/webp",
}

export class PreviewPictures {
  private readonly urls = new Map<string, string>()
  private readonly loading = new Set<string>()

  /** `loaded` runs each time a picture arrives, so the preview shows it. */
  constructor(
    private readonly send: ContentRequest,
    private readonly loaded: () => void,
  ) {}

  /** The picture's address once it arrived; until then none, and the request is on its way. */
  url(path: string): string | undefined {
    const known = this.urls.get(path)
    if (known !== undefined || this.loading.has(path)) return known
    this.loading.add(path)
    this.send({ action: "getMediaFile", params: { path: `data/${path}` } })
      .then(answer => {
        const { content } = answer as MediaFile
        const bytes = Uint8Array.from(atob(content), character => character.charCodeAt(0))
        const type = TYPES[path.split(".").pop()?.toLowerCase() ?? ""] ?? "application/octet-stream"
        this.urls.set(path, URL.createObjectURL(new Blob([bytes], { type })))
        this.loaded()
      })
      // A picture that is not saved yet (picked in this entry) has no file to read: it shows as missing.
      .catch(() => this.urls.set(path, ""))
      .finally(() => this.loading.delete(path))
    return undefined
  }
}
