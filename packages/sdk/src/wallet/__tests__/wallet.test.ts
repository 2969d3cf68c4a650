import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { addQuickAmount } from '../addQuickAmount';
import { canHideCharge } from '../canHideCharge';
import { formatSignedWon } from '../formatSignedWon';
import { LEDGER_ACCOUNT_LABELS, ledgerKindLabel } from '../ledgerLabels';
import { revealDepositAccount } from '../revealDepositAccount';

describe('canHideCharge', () => {
  it.each([
    [0, false],
    [1, true],
    [2, true],
    [7, true],
  ])('status %i hideable: %s', (status, expected) => {
    expect(canHideCharge({ status })).toBe(expected);
  });
});

describe('addQuickAmount', () => {
  it('adds to the typed amount and regroups', () => {
    expect(addQuickAmount('50,000', 10_000)).toBe('60,000');
    expect(addQuickAmount('999000', 1_000_000)).toBe('1,999,000');
  });

  it('starts from 0 when the field is blank, unreadable, negative or fractional', () => {
    expect(addQuickAmount('', 10_000)).toBe('10,000');
    expect(addQuickAmount('abc', 50_000)).toBe('50,000');
    expect(addQuickAmount('-5,000', 10_000)).toBe('10,000');
    expect(addQuickAmount('1,000.5', 1)).toBe('1');
  });

  it('leaves the field alone past the exact integers', () => {
    expect(addQuickAmount('9007199254740991', 1)).toBe('9007199254740991');
  });

  it('always equals the sum of the amounts pressed', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(10_000, 50_000, 100_000, 5_000_000), { maxLength: 30 }),
        (adds) => {
          const typed = adds.reduce((field, add) => addQuickAmount(field, add), '');
          const sum = adds.reduce((a, b) => a + b, 0);
          expect(typed.replaceAll(',', '')).toBe(sum === 0 ? '' : String(sum));
        },
      ),
    );
  });
});

describe('formatSignedWon', () => {
  it('signs gains, keeps losses and zero', () => {
    expect(formatSignedWon(12_000)).toBe('+12,000');
    expect(formatSignedWon(-5_000)).toBe('-5,000');
    expect(formatSignedWon(0)).toBe('0');
  });
});

describe('revealDepositAccount', () => {
  const member = { id: 7, userId: 'member04', userType: 'A', role: 10 };
  const client = (check: () => Promise<boolean>, confirm: () => Promise<string>) => {
    const calls: string[] = [];
    return {
      calls,
      money: {
        checkDepositPassword: vi.fn(async (body: unknown) => {
          calls.push(`check ${JSON.stringify(body)}`);
          return check();
        }),
        bankingLevel: vi.fn(async (levelCode: string) => {
          calls.push(`level ${levelCode}`);
          return { levelCode, levelCodeName: '국민은행 123-456 kbet' };
        }),
        confirmDepositAccount: vi.fn(async (memberId: number) => {
          calls.push(`confirm ${memberId}`);
          return confirm();
        }),
      },
    };
  };

  it('checks the password, reads the level account (role capped at 5) and records the view', async () => {
    const c = client(
      async () => true,
      async () => '조회되었습니다.',
    );
    await expect(revealDepositAccount(c as never, member, '1234')).resolves.toBe('국민은행 123-456 kbet');
    expect(c.calls).toEqual([
      'check {"userId":"member04","bankAccountPssword":"1234"}',
      'level A5',
      'confirm 7',
    ]);
  });

  it('ignores a failed view record', async () => {
    const c = client(
      async () => true,
      async () => {
        throw new Error('down');
      },
    );
    await expect(revealDepositAccount(c as never, member, '1234')).resolves.toBe('국민은행 123-456 kbet');
  });

  it('reveals nothing when the password check fails', async () => {
    const refused = new Error('비밀번호가 일치하지 않았습니다. 다시 시도해 보세요.');
    const c = client(
      async () => {
        throw refused;
      },
      async () => '',
    );
    await expect(revealDepositAccount(c as never, member, '0000')).rejects.toBe(refused);
    expect(c.calls).toEqual(['check {"userId":"member04","bankAccountPssword":"0000"}']);
  });
});

describe('ledger labels', () => {
  it('name the accounts and the kinds of movement', () => {
    expect(LEDGER_ACCOUNT_LABELS).toEqual({
      emoney: '보유머니',
      casino: '카지노머니',
      point: '포인트',
      comp: '콤프',
    });
    expect(ledgerKindLabel({ kind: 'bet_payout', memo: null })).toBe('당첨금');
    expect(ledgerKindLabel({ kind: 'point_to_emoney', memo: '포인트 전환' })).toBe('포인트 전환');
  });

  it('fall back to the memo, then the kind', () => {
    expect(ledgerKindLabel({ kind: 'casino_win', memo: '카지노 당첨' })).toBe('카지노 당첨');
    expect(ledgerKindLabel({ kind: 'casino_win', memo: null })).toBe('casino_win');
  });
});
