import { describe, expect, it } from 'vitest';
import { canOpenHoldem } from '../canOpenHoldem';

const open = { revolutionMaintenanceFlag: '0', realpokerMaintenanceFlag: '0' };
const allowed = { revolutionUseFlag: '0', realpokerUseFlag: '0' };

describe('canOpenHoldem (spec §6, §8)', () => {
  it('allows a logged-in user with flags 0 when the game is open', () => {
    expect(canOpenHoldem(allowed, 'revolution', open)).toEqual({ ok: true, value: 'revolution' });
    expect(canOpenHoldem(allowed, 'realpoker', open)).toEqual({ ok: true, value: 'realpoker' });
    expect(canOpenHoldem({ revolutionUseFlag: 0 }, 'revolution', {})).toEqual({
      ok: true,
      value: 'revolution',
    });
  });

  it('needs a login', () => {
    expect(canOpenHoldem(null, 'revolution', open)).toEqual({
      ok: false,
      code: 'LOGIN_REQUIRED',
      message: '로그인 후 이용 가능합니다.',
    });
    expect(canOpenHoldem(undefined, 'realpoker', open).ok).toBe(false);
  });

  it('refuses a game under maintenance, only that game', () => {
    const settings = { revolutionMaintenanceFlag: '1', realpokerMaintenanceFlag: '0' };
    expect(canOpenHoldem(allowed, 'revolution', settings)).toEqual({
      ok: false,
      code: 'ERR_MAINTENANCE',
      message: '현재 점검중입니다.',
    });
    expect(canOpenHoldem(allowed, 'realpoker', settings).ok).toBe(true);
    expect(canOpenHoldem(allowed, 'realpoker', { realpokerMaintenanceFlag: true })).toMatchObject({
      code: 'ERR_MAINTENANCE',
    });
  });

  it.each(['1', '2', 1, '', null, undefined, true])('refuses use flag %j', (flag) => {
    expect(canOpenHoldem({ ...allowed, realpokerUseFlag: flag }, 'realpoker', open)).toEqual({
      ok: false,
      code: 'ERR_USER_CANNOT_USE',
      message: '이용할 수 없는 회원입니다.',
    });
    expect(canOpenHoldem({ ...allowed, realpokerUseFlag: flag }, 'revolution', open).ok).toBe(true);
  });

  it('reports maintenance before the user flag', () => {
    expect(
      canOpenHoldem({ revolutionUseFlag: '1' }, 'revolution', { revolutionMaintenanceFlag: '1' }),
    ).toMatchObject({
      code: 'ERR_MAINTENANCE',
    });
  });
});
