import type { KbetClient } from '../api/createKbetClient';
import { CASINO_MESSAGES, type CasinoMessageCode } from './casinoMessages';

/** The part of a browser window the launch needs (a new window opened before any request). */
export interface CasinoWindow {
  readonly location: { href: string };
  close(): void;
}

export interface OpenCasinoGameParams {
  readonly client: Pick<KbetClient, 'games'>;
  /** The session's login id (enjoycx/play's userid). */
  readonly userId: string;
  readonly thirdPartyCode: string;
  /** Without it, the vendor's first game (spec §4). */
  readonly gameCode?: string;
  readonly platform: 'PC' | 'MOBILE';
  /** Opens the new window; called first and synchronously, inside the click, so popup blockers allow it. */
  readonly openWindow: () => CasinoWindow | null;
}

export type OpenCasinoGameResult =
  | { readonly ok: true; readonly link: string }
  | { readonly ok: false; readonly code: CasinoMessageCode; readonly message: string };

const refuse = (code: CasinoMessageCode): OpenCasinoGameResult => ({
  ok: false,
  code,
  message: CASINO_MESSAGES[code],
});

/**
 * The third-party launch flow (spec §4, §8): open a window, take the vendor's game list and its first game (or
 * the one chosen), fetch the launch link and send the window there. A blocked popup answers the popup-blocked
 * message; no data or any failed step closes the window and answers 점검중입니다.
 * @example const result = await openCasinoGame({ client, userId, thirdPartyCode: 'kbetslot', platform: 'PC', openWindow: () => window.open('', '_blank') });
 */
export async function openCasinoGame(params: OpenCasinoGameParams): Promise<OpenCasinoGameResult> {
  const win = params.openWindow();
  if (!win) return refuse('CASINO_POPUP_BLOCKED');
  try {
    const { casino } = params.client.games;
    const gameCode =
      params.gameCode ??
      (await casino.gameList({ thirdpartycode: params.thirdPartyCode })).data.list[0]?.code;
    if (!gameCode) throw new Error('no game');
    const { link } = (
      await casino.play({
        userid: params.userId,
        thirdpartycode: params.thirdPartyCode,
        gamecode: gameCode,
        platform: params.platform,
      })
    ).data;
    win.location.href = link;
    return { ok: true, link };
  } catch {
    win.close();
    return refuse('CASINO_MAINTENANCE');
  }
}
