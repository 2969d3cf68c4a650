import { describe, expect, it } from 'vitest';
import { invalidationPrefixes, MEMBER_KEY_PREFIX, memberResourceKey } from '../resourceKey';

describe('resource keys', () => {
  it('puts a member resource under the member prefix and id', () => {
    expect(memberResourceKey(7, 'charges:0:1:10')).toBe('member:7:charges:0:1:10');
    expect(memberResourceKey(7, 'messages').startsWith(MEMBER_KEY_PREFIX)).toBe(true);
  });

  it('invalidates a name as a site key and, for a member, under the member id', () => {
    expect(invalidationPrefixes(['charges', 'settings'], 7)).toEqual([
      'charges',
      'member:7:charges',
      'settings',
      'member:7:settings',
    ]);
    expect(invalidationPrefixes(['fixtures'], null)).toEqual(['fixtures']);
  });
});
