import type { UserSettings } from '@kbet/sdk';
import { useKbetClient } from './KbetProvider';
import { type ResourceView, useResource } from './useResource';

/**
 * Site settings and betting limits (GET /setting/user): maintenance flag and window, the top notice, sign-up open.
 * @example const { data: settings } = useSettings({ pollMs: 30_000 });
 */
export function useSettings(options: { readonly pollMs?: number } = {}): ResourceView<UserSettings> {
  const client = useKbetClient();
  return useResource('settings', (signal) => client.member.settings({ signal }), options);
}
