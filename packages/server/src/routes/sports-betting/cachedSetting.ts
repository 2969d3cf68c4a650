import type { App } from '../../appTypes';

/**
 * A reader of one operator setting that keeps it for `settingsCacheMs` (0 reads it every time), so the
 * bet path does not query the settings on every bet.
 * @example const bettingSettings = cachedSetting<BettingSettings>(app, 'betting'); await bettingSettings();
 */
export function cachedSetting<T>(app: App, key: string): () => Promise<T> {
  let cached: { value: T; until: number } | undefined;
  return async () => {
    const now = Date.now();
    if (cached && cached.until > now) return cached.value;
    const value = await app.repos.settings.get<T>(key);
    if (value === undefined) throw new Error(`setting ${key} is missing`);
    cached = { value, until: now + app.config.settingsCacheMs };
    return value;
  };
}
