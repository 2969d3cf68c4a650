import { testUser } from '@kbet/testkit/user';
import { describe, expect, it } from 'vitest';
import { afterLoginPath } from '../afterLoginPath';

describe('afterLoginPath (spec §6)', () => {
  it('sends the staff account to /admin whatever page asked for the login', () => {
    const staff = testUser({ type: 1, role: 10 });
    expect(afterLoginPath(staff, '/')).toBe('/admin');
    expect(afterLoginPath(staff, '/deposit')).toBe('/admin');
  });

  it('sends everyone else to the page that asked: members, partners, role 10 of another type, a withdrawn staff', () => {
    for (const user of [
      testUser(),
      testUser({ type: 1 }),
      testUser({ type: 0, role: 10 }),
      testUser({ type: 1, role: 10, withdrawalType: 1 }),
      null,
    ])
      expect(afterLoginPath(user, '/deposit')).toBe('/deposit');
  });
});
