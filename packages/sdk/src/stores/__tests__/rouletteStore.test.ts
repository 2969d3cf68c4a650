import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../errors/apiError';
import { createRouletteStore, type RouletteClient } from '../createRouletteStore';

const setup = (memberId: number | null = 7) => {
  const client = {
    card: {
      count: vi.fn<RouletteClient['card']['count']>(async () => ({ normal: 2, vip: 1 })),
      spin: vi.fn<RouletteClient['card']['spin']>(async () => 4_000),
    },
  } satisfies RouletteClient;
  const roulette = createRouletteStore(client, { memberId: () => memberId });
  return { client, roulette };
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createRouletteStore', () => {
  it('needs a login', async () => {
    const { client, roulette } = setup(null);
    expect(await roulette.spin('normal')).toEqual({
      ok: false,
      code: 'ROULETTE_LOGIN_REQUIRED',
      message: '로그인 후 이용해주세요.',
    });
    await roulette.loadCoupons();
    expect(roulette.get().coupons).toBeNull();
    expect(client.card.spin).not.toHaveBeenCalled();
    expect(client.card.count).not.toHaveBeenCalled();
  });

  it('spins 2 s, stops on the result, answers 1 s later and re-reads the coupons', async () => {
    const { client, roulette } = setup();
    await roulette.loadCoupons();
    expect(roulette.get().coupons).toEqual({ normal: 2, vip: 1 });
    client.card.count.mockResolvedValue({ normal: 0, vip: 1 });
    let settled: unknown;
    void roulette.spin('vip').then((result) => (settled = result));
    await vi.advanceTimersByTimeAsync(0);
    expect(client.card.spin).toHaveBeenCalledWith({ memberId: 7, couponType: 2 });
    expect(roulette.get()).toEqual({
      coupons: { normal: 2, vip: 1 },
      phase: 'spinning',
      kind: 'vip',
      result: 4_000,
    });
    expect(await roulette.spin('normal')).toEqual({
      ok: false,
      code: 'ROULETTE_SPINNING',
      message: '룰렛이 회전중입니다.',
    });
    await vi.advanceTimersByTimeAsync(1_999);
    expect(roulette.get().phase).toBe('spinning');
    await vi.advanceTimersByTimeAsync(1);
    expect(roulette.get().phase).toBe('stopped');
    expect(await roulette.spin('normal')).toMatchObject({ code: 'ROULETTE_SPINNING' });
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(settled).toEqual({ ok: true, value: 4_000 });
    expect(roulette.get().coupons).toEqual({ normal: 0, vip: 1 });
    expect(client.card.spin).toHaveBeenCalledTimes(1);
  });

  it("alerts the server's message, else the roulette fallback, and frees the wheel", async () => {
    const { client, roulette } = setup();
    client.card.spin.mockRejectedValueOnce(
      new ApiError({
        status: 400,
        code: 'ROULETTE_NO_COUPON',
        data: { code: 'ROULETTE_NO_COUPON', message: '보유한 룰렛 쿠폰이 없습니다.' },
        message: '',
      }),
    );
    expect(await roulette.spin('normal')).toEqual({
      ok: false,
      code: 'ROULETTE_NO_COUPON',
      message: '보유한 룰렛 쿠폰이 없습니다.',
    });
    client.card.spin.mockRejectedValueOnce(
      new ApiError({ status: 502, code: 'HTTP_502', data: null, message: '' }),
    );
    expect(await roulette.spin('normal')).toMatchObject({
      message: '문제가 발생했습니다. 관리자에게 문의해주세요.',
    });
    client.card.spin.mockRejectedValueOnce(new TypeError('offline'));
    expect(await roulette.spin('normal')).toEqual({
      ok: false,
      code: 'ROULETTE_FAILED',
      message: '문제가 발생했습니다. 관리자에게 문의해주세요.',
    });
    expect(roulette.get().phase).toBe('idle');
  });

  it('refuses the second of two spins made in one tick, before the spin steps have loaded', async () => {
    const { client, roulette } = setup();
    const first = roulette.spin('normal');
    const second = roulette.spin('vip');
    expect(await second).toEqual({ ok: false, code: 'ROULETTE_SPINNING', message: '룰렛이 회전중입니다.' });
    await vi.advanceTimersByTimeAsync(3_000);
    expect(await first).toEqual({ ok: true, value: 4_000 });
    expect(client.card.spin).toHaveBeenCalledTimes(1);
    expect(client.card.spin).toHaveBeenCalledWith({ memberId: 7, couponType: 1 });
  });

  it('keeps the coupon count when re-reading it fails', async () => {
    const { client, roulette } = setup();
    await roulette.loadCoupons();
    client.card.count.mockRejectedValueOnce(new Error('down'));
    await roulette.loadCoupons();
    expect(roulette.get().coupons).toEqual({ normal: 2, vip: 1 });
    const listener = vi.fn();
    roulette.subscribe(listener)();
    expect(listener).not.toHaveBeenCalled();
  });
});
