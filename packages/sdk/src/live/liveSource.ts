/** What the live client needs of a connection: the shape of a browser EventSource, so one can be passed as is. */
export interface LiveSource {
  onmessage: ((event: { data: string }) => void) | null;
  /** A failed or ended connection; a source that knows the HTTP status passes it (401, 555, 556 end the session). */
  onerror: ((event?: { status?: number }) => void) | null;
  close(): void;
}

/** Opens a connection to `url`; `headers` carries the bearer token when the client has one. */
export type LiveSourceFactory = (url: string, headers: Record<string, string>) => LiveSource;
