import { MINIGAME_MESSAGES, type MinigameMessageCode } from '@kbet/sdk';
import { HttpError } from '../../errors/httpError';

const refuse = (status: number, code: MinigameMessageCode) => () =>
  new HttpError(status, code, MINIGAME_MESSAGES[code]);

/**
 * Every refusal of the mini-game engine, in one place (codes are the SDK's MINIGAME_MESSAGES names).
 * @example throw minigameErrors.roundClosed();
 */
export const minigameErrors = {
  unknownGame: refuse(404, 'MINIGAME_UNKNOWN_GAME'),
  maintenance: refuse(503, 'MINIGAME_MAINTENANCE'),
  roundNotFound: refuse(404, 'MINIGAME_ROUND_NOT_FOUND'),
  roundClosed: refuse(409, 'MINIGAME_ROUND_CLOSED'),
  unknownMarket: refuse(400, 'MINIGAME_UNKNOWN_MARKET'),
  belowMin: refuse(400, 'MINIGAME_BELOW_MIN'),
  overMax: refuse(400, 'MINIGAME_OVER_MAX'),
  overMaxWin: refuse(400, 'MINIGAME_OVER_MAX_WIN'),
  roundStakeCap: refuse(409, 'MINIGAME_ROUND_STAKE_CAP'),
  roundWinCap: refuse(409, 'MINIGAME_ROUND_WIN_CAP'),
  oppositeSides: refuse(409, 'MINIGAME_OPPOSITE_SIDES'),
} as const;
