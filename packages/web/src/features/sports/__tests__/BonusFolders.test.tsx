import type { BettingRules, SlipSelection } from '@kbet/sdk';
import { testUser } from '@kbet/testkit/user';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { kbet } from '@/lib/kbet';
import { renderWithKbet } from '@/test/renderWithKbet';
import { BonusFolders } from '../components/BonusFolders';

afterEach(() => {
  cleanup();
  kbet.stores.slips.prematch.clear();
});

const rules: BettingRules = {
  combinations: { allowed: [['winDrawLose', 'overUnder']] },
  bonusItems: [
    {
      id: 'bonus_3',
      name: '3 Folder Bonus',
      nameKorean: '3폴더 보너스',
      price: '1.03',
      version: '1',
      minOdds: '1.3',
      minCount: 3,
    },
    {
      id: 'bonus_5',
      name: '5 Folder Bonus',
      nameKorean: '5폴더 보너스',
      price: '1.08',
      version: '1',
      minOdds: '1.3',
      minCount: 5,
    },
  ],
  products: ['sports', 'inplay'],
};

const pick = (fixtureId: number, marketId = 1, betPrice = '1.50'): SlipSelection => ({
  id: `${fixtureId}_${marketId}`,
  fixtureId,
  sportId: 6046,
  marketId,
  betPrice,
  version: 1,
  betName: '1',
  marketName: marketId === 3 ? 'Asian Handicap' : '1X2',
});

describe('BonusFolders', () => {
  const store = kbet.stores.slips.prematch;

  it('offers each operator item once enough picks reach its odds, and puts it in the slip', async () => {
    await renderWithKbet(<BonusFolders store={store} style="EU" />, {
      user: testUser(),
      client: { sports: { rules: async () => rules } },
    });
    const three = await screen.findByRole<HTMLButtonElement>('button', { name: /3폴더 보너스/ });
    expect(three.disabled).toBe(true);
    act(() => {
      for (const id of [1, 2, 3]) store.add(pick(id));
    });
    await waitFor(() => expect(three.disabled).toBe(false));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /5폴더 보너스/ }).disabled).toBe(true);
    fireEvent.click(three);
    expect(store.get().slip.selections.map((s) => s.id)).toContain('bonus_3');
    await waitFor(() => expect(three.getAttribute('aria-pressed')).toBe('true'));
  });

  it("applies the operator's same-fixture matrix to the slips", async () => {
    await renderWithKbet(<BonusFolders store={store} style="EU" />, {
      user: testUser(),
      client: { sports: { rules: async () => rules } },
    });
    await screen.findByRole('button', { name: /3폴더 보너스/ });
    store.add(pick(9));
    expect(store.add(pick(9, 3))).toMatchObject({ ok: false, code: 'BET_CORRELATED' });
  });

  it('shows nothing on an event slip', async () => {
    await renderWithKbet(<BonusFolders store={kbet.stores.slips.event} style="EV" />, {
      user: testUser(),
      client: { sports: { rules: async () => rules } },
    });
    await waitFor(() => expect(screen.queryByRole('region', { name: '보너스 폴더' })).toBeNull());
  });
});
