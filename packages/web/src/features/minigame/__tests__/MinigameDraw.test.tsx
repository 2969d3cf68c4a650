import { drawMinigameRound, MINIGAME_FAMILIES, MINIGAME_GAMES, type MinigameOutcome } from '@kbet/sdk';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MinigameDraw } from '../components/MinigameDraw';
import { SALT, seedOf } from './roundFixtures';

afterEach(cleanup);

const draw = (gameId: string, round: number) =>
  drawMinigameRound({ gameId, roundNo: round, seed: seedOf(round), salt: SALT });

const KO = { left: '좌', right: '우', odd: '홀', even: '짝' } as const;
const RANK = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

/** What each family's renderer must show of the outcome, as accessible names. */
function expectShown(outcome: MinigameOutcome) {
  switch (outcome.family) {
    case 'powerball':
      screen.getByRole('list', { name: `일반볼: ${outcome.balls.join(', ')}` });
      screen.getByRole('list', { name: `파워볼: ${outcome.powerball}` });
      screen.getByText(`일반볼 합 ${MINIGAME_FAMILIES.powerball.result(outcome).normalSum}`);
      return;
    case 'keno':
      screen.getByRole('list', { name: `당첨번호: ${outcome.numbers.join(', ')}` });
      return;
    case 'kenoLadder':
    case 'ladder':
      screen.getByRole('img', {
        name: `사다리 결과 ${KO[outcome.start]}${outcome.rungs}${KO[outcome.finish]}`,
      });
      if (outcome.family === 'kenoLadder') screen.getByRole('list', { name: /^당첨번호: / });
      return;
    case 'roulette':
      screen.getByRole('img', { name: new RegExp(`^룰렛 결과 ${outcome.pocket} `) });
      return;
    case 'horseRace':
      screen.getByRole('list', { name: `경주 결과: ${outcome.winner}번 우승` });
      return;
    case 'penaltyKick':
      screen.getByRole('img', { name: outcome.shot === outcome.dive ? /노골$/ : /: 골$/ });
      return;
    case 'baccarat':
      expect(within(screen.getByRole('region', { name: '플레이어' })).getAllByRole('img')).toHaveLength(
        outcome.player.length,
      );
      expect(within(screen.getByRole('region', { name: '뱅커' })).getAllByRole('img')).toHaveLength(
        outcome.banker.length,
      );
      return;
    case 'dragonTiger':
      within(screen.getByRole('region', { name: '드래곤' })).getByRole('img', {
        name: new RegExp(` ${RANK[outcome.dragon.rank]}$`),
      });
      return;
    case 'upDown':
      within(screen.getByRole('region', { name: '다음 카드' })).getByRole('img', {
        name: new RegExp(` ${RANK[outcome.next.rank]}$`),
      });
      return;
    case 'highLow':
    case 'oddEven':
      screen.getByRole('img', { name: new RegExp(` ${RANK[outcome.card.rank]}$`) });
      return;
  }
}

describe('MinigameDraw', () => {
  it.each(MINIGAME_GAMES.map((game) => [game.id, game.family]))(
    "shows a %s (%s) round's seeded draw with its family's renderer",
    (gameId) => {
      for (const round of [1, 2, 3]) {
        const outcome = draw(gameId, round);
        render(<MinigameDraw outcome={outcome} />);
        expectShown(outcome);
        cleanup();
      }
    },
  );

  it("labels every draw as kbet's own provably fair draw, never a lottery's", () => {
    render(<MinigameDraw outcome={draw('donghang', 1)} />);
    expect(screen.getByText('kbet 자체 공정성 검증 추첨 (Provably Fair)')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/동행복권|나눔로또|복권/);
  });
});
