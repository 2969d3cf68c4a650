import { describe, expect, it } from 'vitest';
import { BET_SLIP_INVALID } from '../../i18n/ko';
import { checkSelection } from '../checkSelection';
import { bonus, selection } from './fixtures';

const fieldsAtFault = (value: unknown) => {
  const result = checkSelection(value);
  return result.ok ? [] : (result.issues ?? []).map((issue) => issue.field);
};

describe('checkSelection', () => {
  it('passes a feed selection and the bonus item as they are', () => {
    const pick = selection({ id: '100_1_100' });
    expect(checkSelection(pick)).toEqual({ ok: true, value: pick });
    expect(checkSelection(bonus('bonus_3', '1.03')).ok).toBe(true);
  });

  it('names every field at fault with the slip message', () => {
    const result = checkSelection({ id: '', fixtureId: '100', sportId: 1.5, betPrice: 'abc', betName: 1 });
    expect(result).toMatchObject({ ok: false, code: 'BET_SLIP_INVALID', message: BET_SLIP_INVALID });
    expect(fieldsAtFault({ id: '', fixtureId: '100', sportId: 1.5, betPrice: 'abc', betName: 1 })).toEqual([
      'id',
      'fixtureId',
      'sportId',
      'marketId',
      'betPrice',
      'version',
      'betName',
      'marketName',
    ]);
  });

  it('refuses a negative fixture id, and what is not an object', () => {
    expect(fieldsAtFault(selection({ id: 1, fixtureId: -1 }))).toEqual(['fixtureId']);
    for (const bad of [null, undefined, 'x', 7]) expect(checkSelection(bad).ok).toBe(false);
  });
});
