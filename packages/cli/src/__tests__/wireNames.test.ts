import { CHARGE_STATUS, FIXTURE_STATUS } from '@kbet/sdk';
import { describe, expect, it } from 'vitest';
import { wireName, wireNames } from '../wireNames';

describe('wireNames', () => {
  it('names SDK codes in lower kebab case', () => {
    expect(wireNames(CHARGE_STATUS)).toEqual({ processing: 0, done: 1, cancelled: 2 });
    expect(wireNames(FIXTURE_STATUS)['lost-coverage']).toBe(FIXTURE_STATUS.LOST_COVERAGE);
  });

  it('reads a code back as its name, or its number when unknown', () => {
    const names = wireNames(CHARGE_STATUS);
    expect(wireName(names, CHARGE_STATUS.DONE)).toBe('done');
    expect(wireName(names, 7)).toBe('7');
  });
});
