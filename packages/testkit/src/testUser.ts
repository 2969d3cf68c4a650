import { User } from '@kbet/sdk';

/**
 * member01 (id 7, role 1, empty wallets) as GET /member/{id} returns it, for component and hook tests; `overrides`
 * set the fields a test is about (a partner: `{ id: 9, userId: 'partner01', type: 1 }`). Depends on the SDK only,
 * so the React bindings' and the web's tests import it without the server (`@kbet/testkit/user`).
 * @example testUser({ emoney: 1_000_000 })
 */
export function testUser(overrides: Partial<User> = {}): User {
  return User.parse({
    id: 7,
    userId: 'member01',
    nickname: '회원01',
    role: 1,
    type: 0,
    banType: 0,
    withdrawalType: 0,
    emoney: 0,
    casinoMoney: 0,
    point: 0,
    comp: 0,
    updatedAt: '2026-01-01T00:00:00.000Z',
    bankCode: '4',
    bankAccountNumber: '1',
    accountHolder: '회원',
    userType: 'A',
    userRolling: 0,
    userRollingSlot: 0,
    userRollingMini: 0,
    userRollingVirtual: 0,
    userRollingSports: 0,
    revolutionUseFlag: 0,
    realpokerUseFlag: 0,
    ...overrides,
  });
}
