import { describe, expect, it } from 'vitest';
import { loadConfig, TEST_ENV_DEFAULTS } from '../src/config';

describe('config: production defaults, and the test harnesses’ defaults under KBET_ENV=test', () => {
  it('requires the second factor unless told otherwise', () => {
    expect(loadConfig({}).secondFactor).toBe('required');
    expect(loadConfig({ KBET_ENV: 'production' }).secondFactor).toBe('required');
    expect(loadConfig({ SECOND_FACTOR: 'optional' }).secondFactor).toBe('optional');
  });

  it('makes it optional for the test harnesses, still overridden by its own variable', () => {
    expect(TEST_ENV_DEFAULTS).toEqual({ SECOND_FACTOR: 'optional' });
    expect(loadConfig({ KBET_ENV: 'test' }).secondFactor).toBe('optional');
    expect(loadConfig({ KBET_ENV: 'test', SECOND_FACTOR: 'required' }).secondFactor).toBe('required');
  });
});
