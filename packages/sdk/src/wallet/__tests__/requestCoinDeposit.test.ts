import { describe, expect, it, vi } from 'vitest';
import { requestCoinDeposit } from '../requestCoinDeposit';

const setup = (success = true) => {
  const changeCoin = vi.fn(async () => ({ data: { success } }));
  const charge = vi.fn(async () => 41);
  return { client: { money: { changeCoin, charge } }, changeCoin, charge };
};
const params = { memberId: 7, userId: 'member01', heldCoins: 10, pointType: 1 };

describe('requestCoinDeposit', () => {
  it('exchanges the coins, then requests their won value as a coin deposit', async () => {
    const { client, changeCoin, charge } = setup();
    await expect(requestCoinDeposit(client as never, { ...params, coins: '3' })).resolves.toEqual({
      ok: true,
      value: 41,
    });
    expect(changeCoin).toHaveBeenCalledWith({ user_id: 'member01', user_num: 7, balance: 3 });
    expect(charge).toHaveBeenCalledWith({
      memberId: 7,
      depositMode: 0,
      depositAmount: 30_000,
      depositName: '',
      type: 1,
      pointType: 1,
      pointFlag: 1,
      confirmFlag: 1,
    });
  });

  it('flags no bonus with pointFlag 0', async () => {
    const { client, charge } = setup();
    await requestCoinDeposit(client as never, { ...params, coins: 1, pointType: 5 });
    expect(charge).toHaveBeenCalledWith(expect.objectContaining({ pointType: 5, pointFlag: 0 }));
  });

  it.each([
    ['0', 1, 'COIN_MIN', '1코인 이상 충전신청 가능합니다.'],
    ['11', 1, 'COIN_OVER_HELD', '보유코인보다 많은 코인을 입금 할 수 없습니다.'],
    ['2', 0, 'DEPOSIT_BONUS_REQUIRED', '보너스를 선택해 주세요.'],
  ])('refuses %s coins with bonus %i before anything moves (%s)', async (coins, pointType, code, message) => {
    const { client, changeCoin, charge } = setup();
    await expect(requestCoinDeposit(client as never, { ...params, coins, pointType })).resolves.toEqual({
      ok: false,
      code,
      message,
    });
    expect(changeCoin).not.toHaveBeenCalled();
    expect(charge).not.toHaveBeenCalled();
  });

  it('fails with 코인충전에 실패하였습니다. when the exchange refuses, and files nothing', async () => {
    const { client, charge } = setup(false);
    await expect(requestCoinDeposit(client as never, { ...params, coins: 2 })).resolves.toEqual({
      ok: false,
      code: 'COIN_CHARGE_FAILED',
      message: '코인충전에 실패하였습니다.',
    });
    expect(charge).not.toHaveBeenCalled();
  });
});
