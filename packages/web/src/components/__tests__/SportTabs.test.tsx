import type { SportListItem } from '@kbet/sdk';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createKbetHarness } from '@/test/renderWithKbet';
import { SportTabs, type SportTabsProps } from '../SportTabs';

afterEach(cleanup);

const SPORTS: SportListItem[] = [
  { sport_id: 6046, name: 'Football', name_korean: '축구', cnt: 12 },
  { sport_id: 48242, name: 'Basketball', name_korean: '', cnt: 3 },
  { sport_id: 999, name: 'Curling', name_korean: '' },
];

async function setup(props: Omit<SportTabsProps, 'href'>) {
  const harness = await createKbetHarness({ client: { sports: { sports: vi.fn(async () => SPORTS) } } });
  const href = (sport: SportListItem | undefined) => (sport ? `/board?sport_id=${sport.sport_id}` : '/board');
  await harness.renderRoutes([{ path: '/board', element: <SportTabs href={href} {...props} /> }], '/board');
  await screen.findByRole('link', { name: /^축구/ });
  return within(screen.getByRole('navigation', { name: props.label ?? '종목' }));
}

describe('SportTabs', () => {
  it('links 전체 and every sport of the feed by its Korean name, marking the one shown', async () => {
    const nav = await setup({ selected: 48242 });
    expect(nav.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['전체', '/board'],
      ['축구', '/board?sport_id=6046'],
      ['농구', '/board?sport_id=48242'],
      ['Curling', '/board?sport_id=999'],
    ]);
    expect(nav.getByRole('link', { name: '농구' }).getAttribute('aria-current')).toBe('page');
    expect(nav.getByRole('link', { name: '전체' }).getAttribute('aria-current')).toBeNull();
  });

  it('marks 전체 when no sport is chosen, and shows the counts when asked, under its own label', async () => {
    const nav = await setup({ selected: undefined, counts: true, label: '인플레이 종목' });
    expect(nav.getByRole('link', { name: '전체' }).getAttribute('aria-current')).toBe('page');
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      '전체',
      '축구12',
      '농구3',
      'Curling',
    ]);
  });
});
