import { MINIGAME_MESSAGES, type MinigameMessageCode } from '@kbet/sdk';
import type { SingleLegRefusals } from '../betting/placeSingleLegBet';
import { DomainError } from '../errors/domainError';

const refuse = (code: MinigameMessageCode) => () => new DomainError(code, MINIGAME_MESSAGES[code]);

/**
 * Every refusal of the mini-game engine but the stake limits (the SDK's checkMinigameStake), in one place (codes are the SDK's MINIGAME_MESSAGES names; their
 * HTTP statuses are in errors/domainErrorStatus.ts).
 * @example throw minigameErrors.roundClosed();
 */
export const minigameErrors = {
  unknownGame: refuse('MINIGAME_UNKNOWN_GAME'),
  maintenance: refuse('MINIGAME_MAINTENANCE'),
  roundNotFound: refuse('MINIGAME_ROUND_NOT_FOUND'),
  roundClosed: refuse('MINIGAME_ROUND_CLOSED'),
  /** A staff void of a round already drawn, settled or void. */
  roundFinished: refuse('MINIGAME_ROUND_FINISHED'),
  unknownMarket: refuse('MINIGAME_UNKNOWN_MARKET'),
  roundStakeCap: refuse('MINIGAME_ROUND_STAKE_CAP'),
  roundWinCap: refuse('MINIGAME_ROUND_WIN_CAP'),
  oppositeSides: refuse('MINIGAME_OPPOSITE_SIDES'),
} as const;

/** A mini-game bet's refusals of the rules every one-leg bet shares (placeSingleLegBet); the stake's are the SDK's. */
export const minigameBetRefusals: SingleLegRefusals = {
  stake: ({ code, message }) => new DomainError(code, message),
  maintenance: minigameErrors.maintenance,
  scope_not_found: minigameErrors.roundNotFound,
  scope_closed: minigameErrors.roundClosed,
  scope_stake_cap: minigameErrors.roundStakeCap,
  scope_win_cap: minigameErrors.roundWinCap,
  opposite_sides: minigameErrors.oppositeSides,
};
