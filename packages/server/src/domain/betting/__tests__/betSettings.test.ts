import { DEFAULT_COMBINATION_MATRIX } from '@kbet/sdk';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTING } from '../../maintenance/siteSetting';
import { createSettingsCache } from '../../settings/createSettingsCache';
import { betSettings } from '../betSettings';

const stored: Record<string, unknown> = {
  betting: { minBet: 1_000 },
  site: { liveBettingTime: { '6046': 5 } },
  bettingRules: { products: ['sports'] },
};

describe('betSettings', () => {
  it('reads the three settings, then answers from the kept ones at once with the same documents', async () => {
    const reads: string[] = [];
    const cache = createSettingsCache({
      read: async (key) => {
        reads.push(key);
        return stored[key];
      },
      now: () => 0,
      ttlMs: 60_000,
    });
    const first = betSettings(cache);
    expect(first).toBeInstanceOf(Promise);
    const read = await first;
    expect(read).toEqual({
      betting: { minBet: 1_000 },
      site: { ...DEFAULT_SITE_SETTING, liveBettingTime: { '6046': 5 } },
      rules: { combinations: DEFAULT_COMBINATION_MATRIX, products: ['sports'] },
    });
    const kept = betSettings(cache);
    expect(kept).not.toBeInstanceOf(Promise);
    expect(kept).toEqual(read);
    expect(reads.sort()).toEqual(['betting', 'bettingRules', 'site']);
  });

  it('refuses a bet with no betting limits stored, kept or not', async () => {
    const cache = createSettingsCache({
      read: async (key) => (key === 'betting' ? undefined : {}),
      now: () => 0,
      ttlMs: 60_000,
    });
    await expect(betSettings(cache)).rejects.toThrow('setting betting is missing');
    await expect(betSettings(cache)).rejects.toThrow('setting betting is missing');
  });
});
