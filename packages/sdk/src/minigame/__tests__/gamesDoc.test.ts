import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fillGeneratedBlocks, gamesDocBlocks } from './gamesDoc';

const DOC = new URL('../../../../../docs/games.md', import.meta.url);

describe('docs/games.md', () => {
  it('holds the tables generated from the catalogue (node scripts/games.mjs rewrites them)', () => {
    const doc = readFileSync(DOC, 'utf8');
    expect(fillGeneratedBlocks(doc, gamesDocBlocks())).toBe(doc);
  });

  it('refuses a document that lacks a block', () => {
    expect(() => fillGeneratedBlocks('# games', new Map([['games', '']]))).toThrow('lacks the block');
  });
});
