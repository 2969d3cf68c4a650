import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

export interface SettingsCache {
  /** The stored document of a setting key, read at most once per `settingsCacheMs` (0 reads it every time). */
  get<T>(key: string): Promise<T | undefined>;
}

/**
 * A setting the code cannot run without (seeded by the migrations); its absence is a broken database.
 * @example const betting = await requiredSetting<BettingSettings>(app.settingsCache, 'betting');
 */
export async function requiredSetting<T>(settings: SettingsCache, key: string): Promise<T> {
  const value = await settings.get<T>(key);
  if (value === undefined) throw new Error(`setting ${key} is missing`);
  return value;
}

declare module 'fastify' {
  interface FastifyInstance {
    settingsCache: SettingsCache;
  }
}

/**
 * The one cache of operator settings for the paths every request takes (geo, maintenance, betting, the
 * jackpot counter), so they do not query the settings table on every request. Staff changes show once the
 * entry is older than `settingsCacheMs`.
 * @example const betting = await app.settingsCache.get<BettingSettings>('betting');
 */
const settingsCache: FastifyPluginAsync = async (app) => {
  const entries = new Map<string, { value: unknown; until: number }>();
  app.decorate('settingsCache', {
    async get<T>(key: string): Promise<T | undefined> {
      const now = app.clock.now().getTime();
      const entry = entries.get(key);
      if (entry && entry.until > now) return entry.value as T | undefined;
      const value = await app.repos.settings.get<T>(key);
      entries.set(key, { value, until: now + app.config.settingsCacheMs });
      return value;
    },
  });
};

export default fp(settingsCache, { name: 'settings-cache', dependencies: ['context'] });
