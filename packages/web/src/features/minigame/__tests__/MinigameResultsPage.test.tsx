import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createKbetHarness } from '@/test/renderWithKbet';
import { MinigameResultsPage } from '../components/MinigameResultsPage';
import { roundOf } from './roundFixtures';

afterEach(cleanup);

async function setup(at: string) {
  const rounds = vi.fn(async (gameId: string) => [
    roundOf(gameId, 4, { drawn: false }),
    roundOf(gameId, 3, { tamper: true }),
    roundOf(gameId, 2),
  ]);
  const harness = await createKbetHarness({
    client: { minigame: { rounds } },
  });
  const view = await harness.renderRoutes(
    [{ path: '/game_result/minigame', Component: MinigameResultsPage }],
    at,
  );
  return { ...harness, ...view, rounds };
}

const row = (list: HTMLElement, round: number) =>
  within(list)
    .getAllByRole('listitem')
    .find((li) => li.textContent?.startsWith(`${round}회차`)) as HTMLElement;

describe('MinigameResultsPage', () => {
  it("lists a game's rounds with their results and verifies each proof in the browser", async () => {
    await setup('/game_result/minigame?game=donghang-sadari');
    const list = await screen.findByRole('list', { name: '파워사다리 회차 결과' });
    expect(row(list, 4).textContent).toContain('추첨 전');
    expect(row(list, 3).textContent).toContain('검증 실패');
    expect(row(list, 2).textContent).toContain('검증 완료');
    expect(row(list, 2).textContent).toMatch(/[좌우]출발 · [34]줄 · [홀짝] · [좌우][34][홀짝]/);
  });

  it('switches game from the select and falls back to the first game for an unknown id', async () => {
    const { rounds, router } = await setup('/game_result/minigame?game=nope');
    await screen.findByRole('list', { name: '파워볼 회차 결과' });
    expect(rounds).toHaveBeenCalledWith('donghang', expect.anything());
    fireEvent.change(screen.getByRole('combobox', { name: '게임 선택' }), {
      target: { value: 'speed-kino' },
    });
    await waitFor(() => expect(rounds).toHaveBeenCalledWith('speed-kino', expect.anything()));
    expect(router.state.location.search).toBe('?game=speed-kino');
    expect(await screen.findByRole('list', { name: '스피드키노 회차 결과' })).toBeTruthy();
  });
});
