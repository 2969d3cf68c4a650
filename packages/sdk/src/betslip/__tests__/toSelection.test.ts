import { describe, expect, it } from 'vitest';
import { samples } from '../../schemas/__tests__/samples';
import { FixtureOdds, type FixtureSummary } from '../../schemas/sports';
import { teamName, toSelection } from '../toSelection';

const odds = (): FixtureOdds => FixtureOdds.parse({ ...samples.oddsRow, betBaseLine: null, status: 1 });
const fixture = (homeKorean: string): Pick<FixtureSummary, 'home' | 'away'> => ({
  home: { id: 1, name: 'Ulsan HD', nameKorean: homeKorean },
  away: { id: 2, name: 'Jeonbuk', nameKorean: '전북' },
});

describe('toSelection', () => {
  it('keeps the listed row as the server checks it, named after the match in Korean', () => {
    const row = odds();
    const selection = toSelection(fixture('울산') as FixtureSummary, row);
    expect(selection).toMatchObject({
      id: row.id,
      fixtureId: row.fixtureId,
      marketId: row.marketId,
      betPrice: row.betPrice,
      version: row.version,
      betLine: row.betLine ?? null,
      homeName: '울산',
      awayName: '전북',
      slipName: '울산 vs 전북',
    });
  });

  it('falls back to the feed name where the feed has no Korean one', () => {
    expect(teamName(fixture('').home)).toBe('Ulsan HD');
    expect(toSelection(fixture('') as FixtureSummary, odds()).slipName).toBe('Ulsan HD vs 전북');
  });
});
