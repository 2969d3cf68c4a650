import { describe, expect, it } from 'vitest';
import { CHARGE_TYPE } from '../chargeType';
import { DEPOSIT_MODE } from '../depositMode';
import { POPUP_STATUS } from '../popupStatus';
import { ROULETTE_COUPON_TYPE } from '../roulette';

describe('wire codes of spec §3', () => {
  it('depositMode is 0 deposit, 1 withdrawal; charge type 0 bank, 1 coin, 2 virtual account', () => {
    expect(DEPOSIT_MODE).toEqual({ DEPOSIT: 0, WITHDRAWAL: 1 });
    expect(CHARGE_TYPE).toEqual({ BANK: 0, COIN: 1, VIRTUAL_ACCOUNT: 2 });
  });

  it('popupStatus 0 is active; couponType 1 normal, 2 VIP', () => {
    expect(POPUP_STATUS).toEqual({ ACTIVE: 0, OFF: 1 });
    expect(ROULETTE_COUPON_TYPE).toEqual({ normal: 1, vip: 2 });
  });
});
