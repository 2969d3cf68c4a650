import type { UserSettings } from '@kbet/sdk';
import type { ResourceRead } from './resourceRead';
import { useRead } from './useRead';
import type { ResourceView } from './useResource';

/** The read behind useSettings (GET /setting/user), for a server render to start ahead. */
export const settingsRead: ResourceRead<UserSettings> = {
  key: 'settings',
  fetch: (client, signal) => client.member.settings({ signal }),
};

/**
 * Site settings and betting limits (GET /setting/user): maintenance flag and window, the top notice, sign-up open.
 * @example const { data: settings } = useSettings({ pollMs: 30_000 });
 */
export function useSettings(options: { readonly pollMs?: number } = {}): ResourceView<UserSettings> {
  return useRead(settingsRead, options);
}
