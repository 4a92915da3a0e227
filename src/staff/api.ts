/**
 * The one client of the staff API: JSON in and out, the session's CSRF token on every change,
 * and errors as ApiError with the server's message (401 means the session is gone).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message)
  }
}

let csrfToken = ""
export function setCsrfToken(token: string): void {
  csrfToken = token
}

let sessionEnded: () => void = () => undefined
/** Called when the server answers 401: the session expired or was ended elsewhere. */
export function onSessionEnded(handler: () => void): void {
  sessionEnded = handler
}

const FALLBACK = "The server did not answer. Check the connection and try again."

export async function api<T>(path: string, options: { method?: string; body?: unknown } = {}): Promise<T> {
  const method = options.method ?? "GET"
  let response: Response
  try {
    response = await fetch(`/staff/api/${path}`, {
      method,
      credentials: "same-origin",
      headers: {
        accept: "application/json",
        ...(options.body === undefined ? {} : { "content-type": "application/json" }),
        ...(method === "GET" ? {} : { "x-csrf-token": csrfToken }),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    })
  } catch {
    throw new ApiError(0, FALLBACK)
  }
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>
  if (response.status === 401) sessionEnded()
  if (!response.ok)
    throw new ApiError(response.status, typeof body.message === "string" ? body.message : FALLBACK, body)
  return body as T
}
