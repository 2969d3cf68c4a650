import { describe, expectTypeOf, it } from 'vitest';
import {
  type ActionResult,
  type ActionState,
  type ApiError,
  type BetPlaced,
  createAction,
  createKbet,
  createKbetClient,
  createSignUpStore,
  type FixtureListParams,
  isApiError,
  type Kbet,
  type KbetEvents,
  type LiveState,
  type ResourceKey,
  type SignUpNotice,
  type User,
  type ValidationResult,
  validateDeposit,
} from '../index';

describe('the SDK public API', () => {
  it('createKbet gives the client and the stores every frontend shares', () => {
    const app = createKbet({ baseURL: 'http://localhost:3000' });
    expectTypeOf(app).toEqualTypeOf<Kbet>();
    expectTypeOf(app.client.member.get).returns.resolves.toEqualTypeOf<User>();
    expectTypeOf(app.stores.live.state.value).toEqualTypeOf<LiveState>();
    // @ts-expect-error the API's address is required
    createKbet({});
  });

  it('the live state on the event bus is the live client state', () => {
    expectTypeOf<KbetEvents['live:state']['state']>().toEqualTypeOf<LiveState>();
  });

  it('createAction keeps the variables and answer types of its action', () => {
    const action = createAction({ action: async (id: number) => ({ id, ok: true as const }) });
    expectTypeOf(action.run).parameter(0).toEqualTypeOf<number>();
    expectTypeOf(action.run).returns.resolves.toEqualTypeOf<{ id: number; ok: true } | undefined>();
    expectTypeOf(action.get()).toEqualTypeOf<ActionState<{ id: number; ok: true }>>();
    // @ts-expect-error only resource names (or 'session') are invalidated
    createAction({ action: async () => 1, invalidates: ['nope'] });
  });

  it('resource keys are typed: a site resource, or a member resource under its id', () => {
    expectTypeOf<'settings'>().toMatchTypeOf<ResourceKey>();
    expectTypeOf<'fixtures:list:page=1'>().toMatchTypeOf<ResourceKey>();
    expectTypeOf<'member:7:charges:0'>().toMatchTypeOf<ResourceKey>();
    expectTypeOf<'bogus'>().not.toMatchTypeOf<ResourceKey>();
    expectTypeOf<'member:7:settings'>().not.toMatchTypeOf<ResourceKey>();
  });

  it('a validation result narrows on ok', () => {
    const result = validateDeposit('10000', { bonus: '0' });
    expectTypeOf(result).toEqualTypeOf<ValidationResult<number>>();
    if (result.ok) expectTypeOf(result.value).toEqualTypeOf<number>();
    else expectTypeOf(result.message).toEqualTypeOf<string>();
  });

  it('errors narrow through their guards', () => {
    const error: unknown = new Error('x');
    if (isApiError(error)) expectTypeOf(error).toEqualTypeOf<ApiError>();
  });

  it('the sign-up store answers its actions with a notice for the view', () => {
    const store = createSignUpStore(createKbetClient({ baseURL: '/api' }), {
      referral: { suggestionCode1: 'KBET01', suggestionCode2: '', recommenderId: '9' },
    });
    expectTypeOf(store.submit).returns.resolves.toEqualTypeOf<SignUpNotice>();
    // @ts-expect-error only the id and nickname have a duplicate check
    void store.checkDuplicate('phone');
  });

  it('query parameters are camelCase, and unknown ones are type errors', () => {
    const client = createKbetClient({ baseURL: 'http://localhost:3000' });
    expectTypeOf<FixtureListParams>().toHaveProperty('sportId');
    expectTypeOf<FixtureListParams['gameType']>().toEqualTypeOf<'EU' | 'KR' | undefined>();
    void client.sports.fixtures({ sportId: 6046, locationId: 1, gameType: 'KR', page: 1 });
    // @ts-expect-error the wire's snake_case name is not the typed surface's
    void client.sports.fixtures({ sport_id: 6046 });
    // @ts-expect-error an unknown key
    void client.sports.inplay({ sport: 6046 });
    // @ts-expect-error a misspelt key
    void client.sports.scoreboard({ sportid: 6046 });
  });

  it('the entry point and the slip contract', () => {
    const kbet = createKbet({ baseURL: 'http://localhost:3000', locale: 'en' });
    expectTypeOf(kbet.stores.betSlip.place()).resolves.toEqualTypeOf<ActionResult<BetPlaced>>();
    expectTypeOf(kbet.stores.session.token).returns.toEqualTypeOf<string | undefined>();
    // @ts-expect-error only the catalogues there are
    createKbet({ baseURL: '/', locale: 'fr' });
  });
});
