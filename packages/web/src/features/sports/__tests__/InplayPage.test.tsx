import type { FixturePage } from '@kbet/sdk';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createKbetHarness } from '@/test/renderWithKbet';
import { InplayPage } from '../components/InplayPage';
import { fixture } from './testFixtures';

afterEach(cleanup);

const live: FixturePage = {
  items: [
    fixture(1, 102, '맨시티', '리버풀', '2026-03-01T12:00:00.000Z'),
    fixture(3, 201, '울산', '전북', '2026-03-01T12:05:00.000Z'),
    fixture(2, 102, '아스널', '첼시', '2026-03-01T12:30:00.000Z'),
  ],
  total: 3,
};

async function setup(inplay: () => Promise<FixturePage>, at = '/inplay') {
  const harness = await createKbetHarness({
    client: {
      sports: {
        sports: vi.fn(async () => [{ sport_id: 6046, name: 'Football', name_korean: '축구', cnt: 3 }]),
        inplay: vi.fn(inplay),
      },
    },
  });
  await harness.renderRoutes([{ path: '/inplay', Component: InplayPage }], at);
  return harness;
}

describe('InplayPage', () => {
  it('groups the live fixtures by league, naming a league shown twice by its kick-off (KST)', async () => {
    await setup(async () => live);
    await screen.findByRole('button', { name: '맨시티 승 1.85' });
    expect(
      screen.getAllByRole('region', { name: /^축구 / }).map((region) => region.getAttribute('aria-label')),
    ).toEqual([
      '축구 잉글랜드 프리미어리그 03-01 21:00',
      '축구 잉글랜드 K리그1',
      '축구 잉글랜드 프리미어리그 03-01 21:30',
    ]);
    const later = screen.getByRole('region', { name: '축구 잉글랜드 프리미어리그 03-01 21:30' });
    expect(within(later).getByRole('button', { name: '아스널 승 1.85' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('인플레이');
  });

  it('asks for the sport picked in its menu', async () => {
    const { client } = await setup(async () => live, '/inplay?sport_id=6046');
    await screen.findByRole('button', { name: '맨시티 승 1.85' });
    expect(client.sports.inplay).toHaveBeenCalledWith(
      { sportId: 6046, page: 1, itemsPerPage: 15 },
      expect.anything(),
    );
    expect(screen.getByRole('link', { name: '축구' }).getAttribute('aria-current')).toBe('page');
  });

  it('says when nothing is being played', async () => {
    await setup(async () => ({ items: [], total: 0 }));
    expect(await screen.findByText('진행 중인 경기가 없습니다.')).toBeTruthy();
    expect(screen.getByText('잠시 후 다시 확인해 주세요.')).toBeTruthy();
    expect(screen.queryAllByRole('region', { name: /^축구 / })).toEqual([]);
  });

  it('offers a retry when the list fails, and lists the fixtures once it loads', async () => {
    const answers = [() => Promise.reject(new Error('down')), async () => live];
    const { client } = await setup(() => (answers.shift() ?? (async () => live))());
    fireEvent.click(await screen.findByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('button', { name: '울산 승 1.85' })).toBeTruthy();
    expect(screen.queryByText('경기를 불러오지 못했습니다.')).toBeNull();
    expect(client.sports.inplay).toHaveBeenCalledTimes(2);
  });
});
