export interface SettingsCache {
  /** The stored document of a setting key, read at most once per `ttlMs` (0 reads it every time). */
  get<T>(key: string): Promise<T | undefined>;
}

export interface SettingsCacheOptions {
  /** Reads a setting's stored document (the settings table). */
  read(key: string): Promise<unknown>;
  /** The time now, in ms (the app's clock). */
  now(): number;
  /** How long a read answers; 0 reads on every call not joined to a read in flight. */
  ttlMs: number;
}

/**
 * Operator settings read at most once per `ttlMs`, and callers that arrive while a key's read is in flight share
 * it: a server render's API calls start together and each passes the geo and maintenance checks, which with no
 * caching (SETTINGS_CACHE_MS=0) read the same two settings once per call. A shared read started at most one
 * query's time before its caller arrived, so a staff change is seen as at once as before; a failed read is not kept.
 * @example const cache = createSettingsCache({ read: repos.settings.get, now: () => Date.now(), ttlMs: 5_000 });
 */
export function createSettingsCache(options: SettingsCacheOptions): SettingsCache {
  const entries = new Map<string, { value: unknown; until: number }>();
  const inFlight = new Map<string, Promise<unknown>>();
  const load = (key: string): Promise<unknown> => {
    const pending = inFlight.get(key);
    if (pending) return pending;
    const read = options
      .read(key)
      .then((value) => {
        entries.set(key, { value, until: options.now() + options.ttlMs });
        return value;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, read);
    return read;
  };
  return {
    async get<T>(key: string): Promise<T | undefined> {
      const entry = entries.get(key);
      // The entry's type is the caller's to name, as the settings table stores documents of any shape.
      if (entry && entry.until > options.now()) return entry.value as T | undefined;
      return (await load(key)) as T | undefined;
    },
  };
}
