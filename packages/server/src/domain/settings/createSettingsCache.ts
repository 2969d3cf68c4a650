export interface SettingsCache {
  /** The stored document of a setting key, read at most once per `ttlMs` (0 reads it every time). */
  get<T>(key: string): Promise<T | undefined>;
}

/** The cache itself: a setting still kept can also be had at once, with no promise. */
export interface KeptSettings extends SettingsCache {
  /**
   * The entry kept for a setting key while it is younger than `ttlMs` (its `value` is the stored document, or
   * undefined when none is stored), else undefined: then `get` reads it. For hooks that run on every request.
   */
  fresh<T>(key: string): { readonly value: T | undefined } | undefined;
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
export function createSettingsCache(options: SettingsCacheOptions): KeptSettings {
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
  // The entry's type is the caller's to name, as the settings table stores documents of any shape.
  const fresh = <T>(key: string): { readonly value: T | undefined } | undefined => {
    const entry = entries.get(key);
    return entry && entry.until > options.now() ? (entry as { value: T | undefined }) : undefined;
  };
  return {
    fresh,
    async get<T>(key: string): Promise<T | undefined> {
      const entry = fresh<T>(key);
      if (entry) return entry.value;
      return (await load(key)) as T | undefined;
    },
  };
}
