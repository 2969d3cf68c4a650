import { signal } from '@preact/signals-core';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { bettingSettings, bonus, selection } from '../../betslip/__tests__/fixtures';
import type { SlipSelection } from '../../betslip/betSlip';
import { bettingLimits } from '../../betslip/bettingLimits';
import type { QuickAddButton } from '../../betslip/quickAdd';
import { fail, ok } from '../../core/result';
import { OddsChangedError } from '../../errors/oddsChangedError';
import { createKbetEvents, type KbetEvents } from '../../events';
import * as ko from '../../i18n/ko';
import type { BetRequest } from '../../schemas/betting';
import { createBetSlipStore, type SlipAccount } from '../betSlipStore';

const limits = { emoney: 1_000_000, maxBet: 500_000, maxWin: 3_000_000 };

const recorder = () => {
  const events = createKbetEvents();
  const seen: [keyof KbetEvents, unknown][] = [];
  events.on('*', (type, payload) => seen.push([type, payload]));
  return { events, seen };
};

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

const a = selection({ id: 1, fixtureId: 11, betPrice: '1.955', version: 3 });
const b = selection({ id: 2, fixtureId: 12, betPrice: 2.1, version: 4 });

describe('createBetSlipStore: slip and derived values', () => {
  it('adds, toggles, removes and derives total odds, expected win and count', () => {
    const store = createBetSlipStore({ style: 'EU', limits });
    expect(store.add(a)).toEqual({ ok: true, value: store.slip.value });
    store.add(b);
    expect(store.count.value).toBe(2);
    expect(store.totalOdds.value).toBe('4.10');
    expect(store.setAmount(10_000)).toBe(10_000);
    expect(store.expectedWin.value).toBe(41_000);
    store.add(selection({ id: 2 }));
    expect(store.count.value).toBe(1);
    store.remove(1);
    expect(store.count.value).toBe(0);
    expect(store.totalOdds.value).toBe('1.00');
  });

  it('refuses an unsupported bonus without changing the slip', () => {
    const store = createBetSlipStore({ style: 'EU', limits });
    store.add(a);
    const before = store.slip.value;
    expect(store.add(bonus('b', '1.03'))).toEqual({
      ok: false,
      code: 'BET_BONUS_COMBINE',
      message: '1.3배 이하 배당과는 보너스를 조합할 수 없습니다.',
    });
    expect(store.slip.value).toBe(before);
  });

  it('uses the market family rule for Korean style', () => {
    const store = createBetSlipStore({ style: 'KR', limits });
    expect(store.slip.value.mode).toBe('marketFamily');
    expect(createBetSlipStore({ style: 'KR', mode: 'sameMarket' }).slip.value.mode).toBe('sameMarket');
  });
});

describe('createBetSlipStore: amount', () => {
  it('clamps to emoney, max bet and max winnings, and re-clamps when odds or limits change', () => {
    const store = createBetSlipStore({ style: 'EU', limits });
    store.add(a);
    store.add(b);
    expect(store.setAmount(2_000_000)).toBe(500_000); // max bet
    store.setLimits({ ...limits, emoney: 200_000 });
    expect(store.amount.value).toBe(200_000);
    // 1.955 × 2.1 × 20 = 82.11: 3,000,000 / 82.11 = 36,536.35, and 36,536 × 82.11 = 2,999,970.96
    store.add(selection({ id: 3, fixtureId: 13, betPrice: '20' }));
    expect(store.totalOdds.value).toBe('82.11');
    expect(store.amount.value).toBe(36_536);
    expect(store.expectedWin.value).toBe(2_999_970);
  });

  it('starts with no cash to stake until limits are known', () => {
    const store = createBetSlipStore({ style: 'EU' });
    expect(store.limits.value).toEqual({ emoney: 0, maxBet: 0, maxWin: 0 });
    expect(store.setAmount(10_000)).toBe(0);
  });

  it('applies the quick-add buttons', () => {
    const store = createBetSlipStore({ style: 'EU', limits });
    store.add(a);
    expect(store.quickAdd(50_000)).toBe(50_000);
    expect(store.quickAdd(10_000)).toBe(60_000);
    expect(store.quickAdd('HALF')).toBe(500_000);
    expect(store.quickAdd('RESET')).toBe(0);
    store.setLimits({ emoney: 1_000_000, maxBet: 1_000_000, maxWin: 1_000_000 });
    expect(store.quickAdd('MAX')).toBe(512_820); // 1,000,000 / 1.95
  });

  it("follows 'balance:changed' until disposed", () => {
    const { events } = recorder();
    const store = createBetSlipStore({ style: 'EU', limits, events });
    store.add(a);
    store.setAmount(300_000);
    events.emit('balance:changed', { emoney: 120_000 });
    expect(store.limits.value).toEqual({ ...limits, emoney: 120_000 });
    expect(store.amount.value).toBe(120_000);
    store.dispose();
    events.emit('balance:changed', { emoney: 5_000 });
    expect(store.limits.value.emoney).toBe(120_000);
  });

  it('keeps the amount within every limit over random actions', () => {
    const action = fc.oneof(
      fc.integer({ min: -10_000, max: 5_000_000 }).map((n) => ({ kind: 'amount' as const, n })),
      fc
        .constantFrom<QuickAddButton>(
          5_000,
          10_000,
          50_000,
          100_000,
          500_000,
          1_000_000,
          'HALF',
          'MAX',
          'RESET',
        )
        .map((button) => ({ kind: 'quick' as const, button })),
      fc
        .record({ fixtureId: fc.integer({ min: 1, max: 6 }), price: fc.integer({ min: 101, max: 3000 }) })
        .map(({ fixtureId, price }) => ({
          kind: 'add' as const,
          s: selection({ id: `${fixtureId}-${price}`, fixtureId, betPrice: (price / 100).toFixed(2) }),
        })),
      fc
        .record({
          emoney: fc.integer({ min: 0, max: 3_000_000 }),
          maxBet: fc.integer({ min: 0, max: 1_000_000 }),
          maxWin: fc.integer({ min: 0, max: 10_000_000 }),
        })
        .map((l) => ({ kind: 'limits' as const, l })),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        const store = createBetSlipStore({ style: 'EU', limits });
        for (const act of actions) {
          if (act.kind === 'amount') store.setAmount(act.n);
          else if (act.kind === 'quick') store.quickAdd(act.button);
          else if (act.kind === 'add') store.add(act.s);
          else store.setLimits(act.l);
          const { amount, limits: current } = store.get();
          const t = BigInt(store.totalOdds.value.replace('.', ''));
          expect(amount).toBeLessThanOrEqual(current.emoney);
          expect(amount).toBeLessThanOrEqual(current.maxBet);
          expect(BigInt(amount) * t <= BigInt(current.maxWin) * 100n).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('createBetSlipStore: events', () => {
  it('announces slip changes, clears and accepted odds changes', () => {
    const { events, seen } = recorder();
    const store = createBetSlipStore({ style: 'EU', limits, events });
    store.add(a);
    store.remove(99); // nothing removed: no event
    store.acceptOddsChanges([{ oddsId: '1', newPrice: '1.80', newVersion: 4 }]);
    store.clear();
    const changed = store.slip.value;
    expect(changed.selections).toEqual([]);
    expect(seen).toEqual([
      ['betslip:changed', { selections: [a], totalOdds: '1.95', count: 1 }],
      [
        'betslip:changed',
        { selections: [{ ...a, betPrice: '1.80', version: 4 }], totalOdds: '1.80', count: 1 },
      ],
      ['odds:changed', { changes: [{ oddsId: '1', newPrice: '1.80', newVersion: 4 }] }],
      ['betslip:cleared', undefined],
    ]);
  });

  it('suspends and resumes selections', () => {
    const { events, seen } = recorder();
    const store = createBetSlipStore({ style: 'EU', limits, events });
    store.add(a);
    store.suspend([1]);
    expect(store.slip.value.selections[0]!.suspended).toBe(true);
    store.resume(['1']);
    expect(store.slip.value.selections[0]!.suspended).toBe(false);
    expect(seen.map(([type]) => type)).toEqual(['betslip:changed', 'betslip:changed', 'betslip:changed']);
  });
});

describe('createBetSlipStore: placing a bet', () => {
  it('locks while a bet is in progress, then clears the slip', async () => {
    const store = createBetSlipStore({ style: 'EU', limits });
    store.add(a);
    store.add(b);
    store.setAmount(10_000);
    const pending = deferred<{ id: number }>();
    const sending = deferred<void>();
    const submit = vi.fn((_request: BetRequest) => {
      sending.resolve();
      return pending.promise;
    });
    const first = store.place({ memberId: 7 }, submit);
    expect(store.placing.value).toBe(true);
    // Locked at once, before the place rules have loaded and the request is sent.
    expect(await store.place({ memberId: 7 }, submit)).toEqual({
      ok: false,
      code: 'BET_IN_PROGRESS',
      message: '베팅이 진행중입니다.',
    });
    await sending.promise;
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit.mock.calls[0]![0]).toEqual({
      memberId: 7,
      totalRatio: '4.10',
      amounts: 10_000,
      bettings: [
        { betPrice: '1.955', fixtureId: 11, oddsId: '1', sportId: 6046, version: '3' },
        { betPrice: '2.1', fixtureId: 12, oddsId: '2', sportId: 6046, version: '4' },
      ],
      gameDetailType: 92,
      gameStyle: 'EU',
      changeFlag: false,
    });
    pending.resolve({ id: 55 });
    expect(await first).toEqual({ ok: true, value: { id: 55 } });
    expect(store.placing.value).toBe(false);
    expect(store.count.value).toBe(0);
    expect(store.amount.value).toBe(0);
  });

  it('unlocks and returns the failure with its error, keeping the slip for an odds-change retry', async () => {
    const store = createBetSlipStore({ style: 'EU', limits });
    store.add(a);
    store.setAmount(10_000);
    const oddsChanged = new OddsChangedError({ status: 409, data: null, changes: [] });
    expect(await store.place({ memberId: 7 }, () => Promise.reject(oddsChanged))).toEqual({
      ok: false,
      code: 'BET_ODDS_CHANGED_CONFIRM',
      message: ko.BET_ODDS_CHANGED_CONFIRM,
      error: oddsChanged,
    });
    expect(store.placing.value).toBe(false);
    const broken = new TypeError('bug');
    expect(await store.place({ memberId: 7 }, () => Promise.reject(broken))).toEqual({
      ok: false,
      code: 'ERR_DEFAULT',
      message: ko.ERR_DEFAULT,
      error: broken,
    });
    store.acceptOddsChanges([{ oddsId: '1', oldPrice: '1.955', newPrice: '1.90', newVersion: 4 }]);
    const submit = vi.fn((_request: BetRequest) => Promise.resolve('ok'));
    expect(await store.place({ memberId: 7, changeFlag: true }, submit)).toEqual({ ok: true, value: 'ok' });
    expect(submit.mock.calls[0]![0]).toMatchObject({
      totalRatio: '1.90',
      changeFlag: true,
      bettings: [{ betPrice: '1.90', version: '4' }],
    });
  });

  it('refuses an empty slip, a suspended selection and a failed validation without locking', async () => {
    const store = createBetSlipStore({ style: 'EU', limits });
    const submit = vi.fn(() => Promise.resolve());
    expect(await store.place({ memberId: 7 }, submit)).toEqual({
      ok: false,
      code: 'BET_SELECT_REQUIRED',
      message: '베팅을 선택해주세요.',
    });
    store.add(a);
    store.suspend([1]);
    expect(await store.place({ memberId: 7 }, submit)).toEqual({
      ok: false,
      code: 'BET_SUSPENDED',
      message: '베팅이 중지된 경기가 포함되어 있습니다.',
    });
    store.resume([1]);
    // The spec §5 checks run without being asked: a 0-won stake is refused before anything is sent.
    expect(await store.place({ memberId: 7 }, submit)).toEqual({
      ok: false,
      code: 'BET_MIN',
      message: '최소 베팅금액은 5000원입니다.',
    });
    const validate = vi.fn((request: BetRequest) =>
      request.amounts < 6_000 ? fail('OWN_MIN', '6000') : ok(request),
    );
    store.setAmount(5_000);
    expect(await store.place({ memberId: 7, validate }, submit)).toEqual({
      ok: false,
      code: 'OWN_MIN',
      message: '6000',
    });
    expect(submit).not.toHaveBeenCalled();
    expect(store.placing.value).toBe(false);
    store.setAmount(6_000);
    expect(await store.place({ memberId: 7, validate }, submit)).toEqual({ ok: true, value: undefined });
  });

  it('keeps a slip the member changed while the bet was in flight', async () => {
    const store = createBetSlipStore({ style: 'EU', limits });
    store.add(a);
    store.setAmount(10_000);
    const pending = deferred<string>();
    const submit = vi.fn((_request: BetRequest) => pending.promise);
    const placed = store.place({ memberId: 7 }, submit);
    store.add(b);
    pending.resolve('ok');
    await placed;
    expect(store.count.value).toBe(2);
    // The bet is the slip as it was when place() was called, although its rules load after the call.
    expect(submit.mock.calls[0]![0].bettings.map((leg) => leg.oddsId)).toEqual(['1']);
  });
});

describe('createBetSlipStore: get and subscribe', () => {
  it('gives a stable snapshot and notifies on change only', () => {
    const store = createBetSlipStore({ style: 'EU', limits });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const first = store.get();
    expect(store.get()).toBe(first);
    expect(first).toEqual({
      slip: { style: 'EU', mode: 'sameMarket', selections: [] },
      amount: 0,
      limits,
      totalOdds: '1.00',
      expectedWin: 0,
      count: 0,
      placing: false,
    });
    expect(listener).not.toHaveBeenCalled();
    store.add(a);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get()).not.toBe(first);
    expect(store.get().count).toBe(1);
    unsubscribe();
    store.add(b);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('createBetSlipStore: the member account', () => {
  const settings = bettingSettings();
  const member = (emoney: number): SlipAccount => ({ memberId: 7, emoney, role: 3, settings });

  it('takes the limits from the account, so setAmount works without setLimits, and follows its cash', () => {
    const account = signal<SlipAccount | null>(member(1_000_000));
    const store = createBetSlipStore({ style: 'KR', account });
    store.add(a);
    expect(store.setAmount(5_000)).toBe(5_000);
    expect(store.limits.value).toEqual({ emoney: 1_000_000, ...bettingLimits(settings, 3, 'KR') });
    account.value = member(3_000);
    expect(store.amount.value).toBe(3_000);
    account.value = null;
    expect(store.limits.value).toEqual({ emoney: 0, maxBet: 0, maxWin: 0 });
    account.value = { ...member(9_000), settings: null };
    expect(store.setAmount(5_000)).toBe(0);
  });

  it('bets for the account member through the store submit, and refuses a guest with the spec message', async () => {
    const account = signal<SlipAccount | null>(null);
    const submit = vi.fn((request: BetRequest) =>
      Promise.resolve({ id: 1, emoney: 5_000 - request.amounts }),
    );
    const store = createBetSlipStore({ style: 'EU', account, submit });
    store.add(a);
    expect(await store.place()).toEqual({
      ok: false,
      code: 'BET_LOGIN_REQUIRED',
      message: ko.BET_LOGIN_REQUIRED,
    });
    account.value = member(100_000);
    store.setAmount(5_000);
    expect(await store.place()).toEqual({ ok: true, value: { id: 1, emoney: 0 } });
    expect(submit.mock.calls[0]![0]).toMatchObject({ memberId: 7, amounts: 5_000 });
  });

  it('refuses a place with no way to send the bet', async () => {
    const store = createBetSlipStore({ style: 'EU', limits });
    store.add(a);
    store.setAmount(5_000);
    expect(await store.place({ memberId: 7 })).toEqual({
      ok: false,
      code: 'BET_SLIP_INVALID',
      message: ko.BET_SLIP_INVALID,
    });
  });

  it('refuses a malformed selection with the fields at fault, and stays usable', () => {
    const store = createBetSlipStore({ style: 'EU', limits });
    store.add(a);
    // As a plain JavaScript caller would pass it: no type stands in the way.
    const malformed: SlipSelection = JSON.parse('{"id":"x","fixtureId":1,"betPrice":"abc"}');
    const result = store.add(malformed);
    expect(result).toMatchObject({ ok: false, code: 'BET_SLIP_INVALID', message: ko.BET_SLIP_INVALID });
    expect(!result.ok && result.issues?.map((i) => i.field)).toEqual(
      expect.arrayContaining(['sportId', 'betPrice', 'version']),
    );
    expect(store.count.value).toBe(1);
    expect(store.totalOdds.value).toBe('1.95');
    expect(store.get().slip.selections).toEqual([a]);
  });
});
