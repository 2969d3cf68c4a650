import type { KbetClient } from '../api/createKbetClient';
import { isApiError } from '../errors/apiError';
import { ERR_POPUP_BLOCKED, ERR_UNKNOWN_CONTACT, LOGIN_REQUIRED } from '../i18n/ko';
import {
  canOpenHoldem,
  type HoldemGame,
  type HoldemSettings,
  type HoldemUser,
} from '../session/canOpenHoldem';
import type { CasinoWindow } from './openCasinoGame';

export interface OpenHoldemGameParams {
  readonly client: Pick<KbetClient, 'games'>;
  /** The session's user: login id, nickname, the game's uid (none yet: create first) and use flags. */
  readonly user:
    | (HoldemUser & {
        readonly userId: string;
        readonly nickname: string;
        readonly revolutionUid?: string | null;
        readonly realpokerUid?: string | null;
      })
    | null;
  readonly game: HoldemGame;
  readonly settings: HoldemSettings;
  /** Opens the new window; called inside the click, before any request, so popup blockers allow it. */
  readonly openWindow: () => CasinoWindow | null;
}

export type OpenHoldemGameResult =
  | { readonly ok: true; readonly link: string }
  | { readonly ok: false; readonly code: string; readonly message: string };

/**
 * The hold'em launch flow (spec §4, §6, §8): refuse a use flag not 0 or a game under maintenance before opening
 * anything, open the window, create the provider's user when the member has no uid yet (any code but 1 is the
 * unknown error), fetch the game link and send the window there; a refused step closes the window with its message.
 * @example await openHoldemGame({ client, user, game: 'revolution', settings, openWindow: () => window.open('', '_blank') });
 */
export async function openHoldemGame(params: OpenHoldemGameParams): Promise<OpenHoldemGameResult> {
  const { user, game } = params;
  if (!user) return { ok: false, code: 'LOGIN_REQUIRED', message: LOGIN_REQUIRED };
  const allowed = canOpenHoldem(user, game, params.settings);
  if (!allowed.ok) return { ok: false, code: allowed.code, message: allowed.message };
  const win = params.openWindow();
  if (!win) return { ok: false, code: 'ERR_POPUP_BLOCKED', message: ERR_POPUP_BLOCKED };
  const api = params.client.games[game];
  try {
    const uid = game === 'revolution' ? user.revolutionUid : user.realpokerUid;
    if (!uid && (await api.createUser({ userId: user.userId, nickname: user.nickname })).code !== 1) {
      win.close();
      return { ok: false, code: 'ERR_UNKNOWN_CONTACT', message: ERR_UNKNOWN_CONTACT };
    }
    const { payload } = await api.link({ userId: user.userId });
    win.location.href = payload;
    return { ok: true, link: payload };
  } catch (error) {
    win.close();
    return isApiError(error)
      ? { ok: false, code: error.code, message: error.message }
      : { ok: false, code: 'ERR_UNKNOWN_CONTACT', message: ERR_UNKNOWN_CONTACT };
  }
}
