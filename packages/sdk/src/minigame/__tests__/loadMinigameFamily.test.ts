import { describe, expect, it } from 'vitest';
import { loadMinigameFamily } from '../loadMinigameFamily';
import { MINIGAME_FAMILIES } from '../minigameFamilies';
import { MINIGAME_FAMILY_IDS } from '../minigameFamilyIds';
import { MINIGAME_GAMES } from '../minigameGames';
import { minigameMarketEntries } from '../minigameMarketEntries';
import { minigameMarkets } from '../minigameMarkets';

describe('one family alone', () => {
  it('lists every family of the catalogue once', () => {
    expect([...MINIGAME_FAMILY_IDS].sort()).toEqual(Object.keys(MINIGAME_FAMILIES).sort());
  });

  it.each(MINIGAME_FAMILY_IDS.map((id) => [id]))(
    '%s: loads the very family the catalogue holds',
    async (id) => {
      const family = await loadMinigameFamily(id);
      expect(family.id).toBe(id);
      expect(family).toBe(MINIGAME_FAMILIES[id]);
    },
  );

  it.each(MINIGAME_GAMES.map((g) => [g.id, g]))(
    '%s: gives the catalogue rows from its family',
    async (_, game) => {
      const entries = minigameMarketEntries(game, await loadMinigameFamily(game.family));
      expect(entries).toEqual(minigameMarkets(game.id));
      expect(entries.map((e) => e.marketId)).toEqual(MINIGAME_FAMILIES[game.family].markets.map((m) => m.id));
    },
  );

  it("refuses another family's markets for a game", async () => {
    const ladderGame = MINIGAME_GAMES.find((g) => g.family === 'ladder');
    if (!ladderGame) throw new Error('no ladder game');
    const powerball = await loadMinigameFamily('powerball');
    expect(() => minigameMarketEntries(ladderGame, powerball)).toThrow(
      expect.objectContaining({ code: 'INVALID_DRAW_INPUT', field: 'family' }),
    );
  });
});
