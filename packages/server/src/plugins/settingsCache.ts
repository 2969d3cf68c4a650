import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import {
  createSettingsCache,
  type KeptSettings,
  type SettingsCache,
} from '../domain/settings/createSettingsCache';

export type { SettingsCache };

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
    settingsCache: KeptSettings;
  }
}

/**
 * The one cache of operator settings for the paths every request takes (geo, maintenance, betting, the
 * jackpot counter), so they do not query the settings table on every request. Staff changes show once the
 * entry is older than `settingsCacheMs`; concurrent requests share a read in flight (createSettingsCache).
 * @example const betting = await app.settingsCache.get<BettingSettings>('betting');
 */
const settingsCache: FastifyPluginAsync = async (app) => {
  app.decorate(
    'settingsCache',
    createSettingsCache({
      read: (key) => app.repos.settings.get(key),
      now: () => app.clock.now().getTime(),
      ttlMs: app.config.settingsCacheMs,
    }),
  );
};

export default fp(settingsCache, { name: 'settings-cache', dependencies: ['context'] });
