import { describe, expect, it } from 'vitest';
import { selectReactProductionBuild } from '../selectReactProductionBuild';

describe('selectReactProductionBuild', () => {
  it('selects the production build when NODE_ENV is unset or empty', () => {
    const unset: NodeJS.ProcessEnv = {};
    selectReactProductionBuild(unset);
    expect(unset.NODE_ENV).toBe('production');
    const empty: NodeJS.ProcessEnv = { NODE_ENV: '' };
    selectReactProductionBuild(empty);
    expect(empty.NODE_ENV).toBe('production');
  });

  it('keeps an explicit NODE_ENV', () => {
    const development: NodeJS.ProcessEnv = { NODE_ENV: 'development' };
    selectReactProductionBuild(development);
    expect(development.NODE_ENV).toBe('development');
  });
});
