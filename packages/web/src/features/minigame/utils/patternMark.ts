import { MINIGAME_FAMILIES, type MinigameOutcome, ROULETTE_WHEEL_RED } from '@kbet/sdk';

const parity = (n: number) => (n % 2 === 1 ? '홀' : '짝');
/** Which of two scores is higher, as the game's marks for first, second and equal. */
const higher = (first: number, second: number, [won, lost, tie]: readonly [string, string, string]) =>
  first > second ? won : first < second ? lost : tie;

/**
 * The one mark a round leaves in its game's pattern table: the result members follow in runs (홀짝 of the sum
 * or the ladder's finish, the baccarat or dragon-tiger winner, the roulette colour, the race winner …).
 * @example patternMark({ family: 'ladder', start: 'left', rungs: 3, finish: 'even' }) // '짝'
 */
export function patternMark(outcome: MinigameOutcome): string {
  switch (outcome.family) {
    case 'powerball':
      return parity(MINIGAME_FAMILIES.powerball.result(outcome).normalSum);
    case 'keno':
      return parity(MINIGAME_FAMILIES.keno.result(outcome).sum);
    case 'ladder':
    case 'kenoLadder':
      return outcome.finish === 'odd' ? '홀' : '짝';
    case 'baccarat': {
      const { player, banker } = MINIGAME_FAMILIES.baccarat.result(outcome);
      return higher(player, banker, ['플', '뱅', '타']);
    }
    case 'dragonTiger':
      return higher(outcome.dragon.rank, outcome.tiger.rank, ['용', '호', '타']);
    case 'highLow':
    case 'oddEven':
      return parity(outcome.card.rank);
    case 'upDown':
      return higher(outcome.next.rank, outcome.base.rank, ['업', '다', '동']);
    case 'roulette':
      return outcome.pocket === 0 ? '0' : ROULETTE_WHEEL_RED.has(outcome.pocket) ? '레' : '블';
    case 'horseRace':
      return String(outcome.winner);
    case 'penaltyKick':
      return outcome.shot === outcome.dive ? '노' : '골';
  }
}
