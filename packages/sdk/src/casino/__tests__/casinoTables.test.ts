import { describe, expect, it } from 'vitest';
import { minigameFamily } from '../../minigame/minigameFamilies';
import { CASINO_TABLES, casinoTableMarkets, isCasinoTable } from '../casinoTables';

describe('casino tables', () => {
  it('price every spot of the family at or below the table’s RTP', () => {
    for (const table of Object.keys(CASINO_TABLES)) {
      if (!isCasinoTable(table)) throw new Error(table);
      const family = minigameFamily(CASINO_TABLES[table].family);
      const markets = casinoTableMarkets(table);
      expect(markets.map((m) => m.id)).toEqual(family.markets.map((m) => m.id));
      const rtp = Number(CASINO_TABLES[table].rtp);
      for (const [i, market] of markets.entries()) {
        const p = family.markets[i]?.probability();
        if (!p) throw new Error(market.id);
        // odds × probability ≤ RTP, in integers: hundredths × num × 10000 ≤ rtp × 10000 × 100 × den.
        expect(market.hundredths * p.num * 10_000n <= BigInt(Math.round(rtp * 10_000)) * 100n * p.den).toBe(
          true,
        );
      }
    }
    expect(isCasinoTable('slot-fruits')).toBe(false);
  });
});
