import { describe, expect, it } from 'vitest';
import { addSelection } from '../addSelection';
import { applyOddsChanges } from '../applyOddsChanges';
import { type BetSlip, createBetSlip, type SlipSelection, sameId, slipLegs } from '../betSlip';
import { BONUS_FIXTURE_ID, DEFAULT_BONUS_RULE, dropUnsupportedBonus, isBonusSelection } from '../bonusRule';
import { marketFamily } from '../marketFamily';
import { clearSelections, removeSelection } from '../removeSelection';
import { slipGameDetailType } from '../slipGameDetailType';
import { hasSuspended, resumeSelections, suspendSelections } from '../suspendSelections';
import { toBetRequest } from '../toBetRequest';
import { ANY_PAIR, bonus, selection } from './fixtures';

/** Adds in order and fails the test if any add is refused. */
const build = (slip: BetSlip, ...selections: SlipSelection[]): BetSlip =>
  selections.reduce((current, next) => {
    const result = addSelection(current, next, { combinations: ANY_PAIR });
    if (!result.ok) throw new Error(result.message);
    return result.value;
  }, slip);

const ids = (slip: BetSlip) => slip.selections.map((s) => s.id);

describe('createBetSlip', () => {
  it('picks the replacement mode by style unless told', () => {
    expect(createBetSlip('EU')).toEqual({ style: 'EU', mode: 'sameMarket', selections: [] });
    expect(createBetSlip('KR')).toEqual({ style: 'KR', mode: 'marketFamily', selections: [] });
    expect(createBetSlip('EV')).toEqual({ style: 'EV', mode: 'sameMarket', selections: [] });
    expect(createBetSlip('EU', 'marketFamily').mode).toBe('marketFamily');
  });

  it('compares ids across numbers and strings and exposes legs', () => {
    expect(sameId(12, '12')).toBe(true);
    expect(sameId(12, 13)).toBe(false);
    const slip = build(createBetSlip('EU'), selection({ id: 1, betPrice: '1.955' }));
    expect(slipLegs(slip)).toEqual([{ odds: '1.955' }]);
  });
});

describe('marketFamily', () => {
  it('maps market ids', () => {
    expect(marketFamily({ marketId: 1, marketName: '' })).toBe('winDrawLose');
    expect(marketFamily({ marketId: 52, marketName: '' })).toBe('winLose');
    expect(marketFamily({ marketId: 63, marketName: '' })).toBe('winLose');
    expect(marketFamily({ marketId: 2, marketName: '' })).toBe('overUnder');
    expect(marketFamily({ marketId: 3, marketName: '' })).toBe('handicap');
    expect(marketFamily({ marketId: 64, marketName: '' })).toBe('handicap');
    expect(marketFamily({ marketId: 13, marketName: '' })).toBe('handicap');
    expect(marketFamily({ marketId: 5, marketName: 'Odd/Even' })).toBe('other');
  });

  it('falls back to the English market name', () => {
    expect(marketFamily({ marketId: 900, marketName: ' 1X2 ' })).toBe('winDrawLose');
    expect(marketFamily({ marketId: 900, marketName: '12' })).toBe('winLose');
    expect(marketFamily({ marketId: 900, marketName: 'Under/Over 1st Half' })).toBe('overUnder');
    expect(marketFamily({ marketId: 900, marketName: 'Over/Under Corners' })).toBe('overUnder');
    expect(marketFamily({ marketId: 900, marketName: 'Asian Handicap Sets' })).toBe('handicap');
    expect(marketFamily({ marketId: 900, marketName: 'Correct Score' })).toBe('other');
  });
});

describe('addSelection, same fixture and market mode', () => {
  const eu = createBetSlip('EU');

  it('replaces a selection of the same fixture and market, keeps other markets and fixtures', () => {
    const slip = build(
      eu,
      selection({ id: 1, marketId: 1, betName: '1' }),
      selection({ id: 2, marketId: 2 }),
      selection({ id: 3, fixtureId: 200, marketId: 1 }),
      selection({ id: 4, marketId: 1, betName: 'X' }),
    );
    expect(ids(slip)).toEqual([2, 3, 4]);
  });

  it('toggles a selection off when its odds id is added again', () => {
    const slip = build(eu, selection({ id: 1 }), selection({ id: 2, fixtureId: 200 }));
    const result = addSelection(slip, selection({ id: '1' }));
    expect(result.ok && ids(result.value)).toEqual([2]);
  });

  it('never mutates the slip it was given', () => {
    const slip = build(eu, selection({ id: 1 }));
    build(slip, selection({ id: 2 }));
    expect(ids(slip)).toEqual([1]);
  });
});

describe('addSelection, market family mode', () => {
  const kr = createBetSlip('KR');

  it('keeps two selections of different families per fixture', () => {
    const slip = build(kr, selection({ id: 1, marketId: 1 }), selection({ id: 2, marketId: 2 }));
    expect(ids(slip)).toEqual([1, 2]);
  });

  it('replaces the selection of the same family', () => {
    const slip = build(
      kr,
      selection({ id: 1, marketId: 3 }),
      selection({ id: 2, marketId: 1 }),
      selection({ id: 3, marketId: 64 }), // Asian handicap 1st period: handicap again
    );
    expect(ids(slip)).toEqual([2, 3]);
    const other = build(kr, selection({ id: 1, marketId: 5 }), selection({ id: 2, marketId: 6 }));
    expect(ids(other)).toEqual([2]);
  });

  it('gives way with the older selection when a third family arrives', () => {
    const slip = build(
      kr,
      selection({ id: 1, marketId: 1 }),
      selection({ id: 2, marketId: 2 }),
      selection({ id: 9, fixtureId: 200 }),
      selection({ id: 3, marketId: 13 }),
    );
    expect(ids(slip)).toEqual([2, 9, 3]);
  });

  it('replaces a selection of the same market', () => {
    const slip = build(
      kr,
      selection({ id: 1, marketId: 2, betLine: '2.5' }),
      selection({ id: 2, marketId: 2 }),
    );
    expect(ids(slip)).toEqual([2]);
  });
});

describe('bonus item', () => {
  const eu = createBetSlip('EU');
  const three = [
    selection({ id: 1, fixtureId: 1, betPrice: '1.30' }),
    selection({ id: 2, fixtureId: 2, betPrice: '1.5' }),
    selection({ id: 3, fixtureId: 3, betPrice: 2.25 }),
  ];

  it('is recognised by its fixture id', () => {
    expect(isBonusSelection({ fixtureId: BONUS_FIXTURE_ID })).toBe(true);
    expect(isBonusSelection({ fixtureId: 100 })).toBe(false);
  });

  it('combines with three selections at odds >= 1.3 (1.3 itself counts)', () => {
    const slip = build(eu, ...three, bonus('b3', '1.03'));
    expect(ids(slip)).toEqual([1, 2, 3, 'b3']);
    expect(DEFAULT_BONUS_RULE).toEqual({ minOdds: '1.3', minCount: 3 });
  });

  it('is refused with the spec message when too few selections qualify', () => {
    const low = [...three.slice(0, 2), selection({ id: 4, fixtureId: 4, betPrice: '1.29' })];
    expect(addSelection(build(eu, ...low), bonus('b3', '1.03'))).toEqual({
      ok: false,
      code: 'BET_BONUS_COMBINE',
      message: '1.3배 이하 배당과는 보너스를 조합할 수 없습니다.',
    });
    expect(addSelection(eu, bonus('b1', '1.01', { minCount: 1, minOdds: '1.5' })).ok).toBe(false);
  });

  it('follows its own rule', () => {
    const rule = { minCount: 1, minOdds: '1.5' };
    expect(ids(build(eu, three[1]!, bonus('b1', '1.01', rule)))).toEqual([2, 'b1']);
    expect(addSelection(build(eu, three[0]!), bonus('b1', '1.01', rule)).ok).toBe(false);
  });

  it('replaces another bonus and toggles off', () => {
    const slip = build(eu, ...three, bonus('b3', '1.03'), bonus('b3x', '1.05'));
    expect(ids(slip)).toEqual([1, 2, 3, 'b3x']);
    expect(ids(build(slip, bonus('b3x', '1.05')))).toEqual([1, 2, 3]);
  });

  it('leaves with the selections that supported it', () => {
    const slip = build(eu, ...three, bonus('b3', '1.03'));
    expect(ids(removeSelection(slip, 2))).toEqual([1, 3]);
    expect(ids(build(slip, selection({ id: 2 })))).toEqual([1, 3]); // toggled off
    expect(ids(build(slip, selection({ id: 5, fixtureId: 1, betPrice: '1.1' })))).toEqual([2, 3, 5]);
    expect(ids(applyOddsChanges(slip, [{ oddsId: '1', newPrice: '1.29', newVersion: 2 }]))).toEqual([
      1, 2, 3,
    ]);
    expect(dropUnsupportedBonus([bonus('b', '1.03'), three[0]!])).toEqual([three[0]]);
  });

  it('is not a folder for gameDetailType', () => {
    const slip = build(createBetSlip('EU'), three[0]!, bonus('b', '1.01', { minCount: 1, minOdds: '1.3' }));
    expect(slipGameDetailType(slip)).toBe(91);
  });
});

describe('slipGameDetailType', () => {
  const slipOf = (style: 'EU' | 'KR' | 'EV', n: number) =>
    build(
      createBetSlip(style),
      ...Array.from({ length: n }, (_, i) =>
        selection({ id: i + 1, fixtureId: i + 1, marketId: style === 'EV' ? 9001 : 1 }),
      ),
    );

  it('maps style and folder count, an empty slip counting as one folder', () => {
    expect([0, 1, 2, 3, 7].map((n) => slipGameDetailType(slipOf('EU', n)))).toEqual([91, 91, 92, 93, 93]);
    expect([1, 2, 3, 4].map((n) => slipGameDetailType(slipOf('KR', n)))).toEqual([94, 95, 96, 96]);
    expect(slipGameDetailType(slipOf('EV', 2))).toBe(999);
  });
});

describe('removeSelection and clearSelections', () => {
  it('removes by odds id and clears', () => {
    const slip = build(createBetSlip('EU'), selection({ id: 1 }), selection({ id: 2, fixtureId: 2 }));
    expect(ids(removeSelection(slip, '2'))).toEqual([1]);
    expect(ids(removeSelection(slip, 99))).toEqual([1, 2]);
    expect(clearSelections(slip)).toEqual({ style: 'EU', mode: 'sameMarket', selections: [] });
  });
});

describe('odds changes and suspension', () => {
  const slip = build(
    createBetSlip('EU'),
    selection({ id: 1, betPrice: '1.90', version: 3 }),
    selection({ id: 2, fixtureId: 2, betPrice: '2.10', version: 5 }),
  );

  it('applies accepted prices and versions', () => {
    const changed = applyOddsChanges(slip, [
      { oddsId: '2', oldPrice: '2.10', newPrice: '1.95', oldVersion: 5, newVersion: 6 },
    ]);
    expect(changed.selections.map((s) => [s.id, s.betPrice, s.version])).toEqual([
      [1, '1.90', 3],
      [2, '1.95', 6],
    ]);
    expect(slip.selections[1]!.betPrice).toBe('2.10');
  });

  it('keeps the version when the server sent none', () => {
    const changed = applyOddsChanges(slip, [{ oddsId: '1', newPrice: '1.85' }]);
    expect(changed.selections.map((s) => [s.id, s.betPrice, s.version])).toEqual([
      [1, '1.85', 3],
      [2, '2.10', 5],
    ]);
  });

  it('marks and clears suspension', () => {
    const suspended = suspendSelections(slip, ['1']);
    expect(suspended.selections.map((s) => s.suspended)).toEqual([true, undefined]);
    expect(hasSuspended(suspended)).toBe(true);
    expect(hasSuspended(slip)).toBe(false);
    const resumed = resumeSelections(suspended, [1]);
    expect(resumed.selections.map((s) => s.suspended)).toEqual([false, undefined]);
    expect(hasSuspended(resumed)).toBe(false);
  });
});

describe('toBetRequest', () => {
  it('builds the spec §3 request', () => {
    const slip = build(
      createBetSlip('KR'),
      selection({ id: 'o-1', fixtureId: 11, sportId: 6046, betPrice: '1.955', version: 4 }),
      selection({ id: 'o-2', fixtureId: 12, sportId: 48242, betPrice: 2.1, version: 'v9' }),
    );
    expect(toBetRequest(slip, { memberId: 7, amount: 10_000 })).toEqual({
      memberId: 7,
      totalRatio: '4.10',
      amounts: 10_000,
      bettings: [
        { betPrice: '1.955', fixtureId: 11, oddsId: 'o-1', sportId: 6046, version: '4' },
        { betPrice: '2.1', fixtureId: 12, oddsId: 'o-2', sportId: 48242, version: 'v9' },
      ],
      gameDetailType: 95,
      gameStyle: 'KR',
      changeFlag: false,
    });
    expect(toBetRequest(slip, { memberId: 7, amount: 10_000, changeFlag: true }).changeFlag).toBe(true);
  });
});
