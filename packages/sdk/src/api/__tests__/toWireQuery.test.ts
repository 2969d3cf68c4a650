import { describe, expect, it } from 'vitest';
import { isValidationError } from '../../errors/validationError';
import { FixtureListQuery } from '../../schemas/sports';
import { createKbetClient } from '../createKbetClient';
import { toWireQuery } from '../toWireQuery';

const NAMES = { sportId: 'sport_id', gameType: 'game_type' } as const;

describe('toWireQuery', () => {
  it('renames the camelCase keys to the wire names and keeps the others', () => {
    expect(toWireQuery({ sportId: 6046, gameType: 'KR', page: 2 }, NAMES, FixtureListQuery)).toEqual({
      sport_id: 6046,
      game_type: 'KR',
      page: 2,
    });
  });

  it.each([
    ['a key the query does not know', { sportid: 1 }, 'sportid'],
    ['the wire name of a renamed key', { sport_id: 1 }, 'sport_id'],
    ['an inherited name', { toString: 1 }, 'toString'],
  ])('refuses %s, naming it', (_, params, field) => {
    let thrown: unknown;
    try {
      toWireQuery(params, NAMES, FixtureListQuery);
    } catch (error) {
      thrown = error;
    }
    expect(isValidationError(thrown) && [thrown.code, thrown.field]).toEqual(['ERR_INVALID_INPUT', field]);
  });

  it('makes a client call with an unknown filter reject before anything is sent', async () => {
    const client = createKbetClient({
      baseURL: 'http://kbet.test',
      fetch: () => Promise.reject(new Error('nothing may be sent')),
    });
    // A JavaScript caller's misspelt filter: without the check it would list every sport.
    const params = JSON.parse('{"sportid": 6046}');
    await expect(client.sports.fixtures(params)).rejects.toMatchObject({
      code: 'ERR_INVALID_INPUT',
      field: 'sportid',
    });
  });
});
