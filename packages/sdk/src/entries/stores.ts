// @kbet/sdk/stores: signal stores (session, bet slip, resources, actions, roulette) and the typed event bus.
// Also re-exported by the root entry, `@kbet/sdk`.

export type { ReadonlySignal } from '@preact/signals-core';
export type { KbetEventBus, KbetEvents, SessionEndReason } from '../events';
export { createKbetEvents } from '../events';
export type {
  BetSlipSnapshot,
  BetSlipStore,
  BetSlipStoreOptions,
  PlaceBetParams,
  SlipAccount,
  SlipLimits,
  SubmitBet,
} from '../stores/betSlipStore';
export { createBetSlipStore, preloadPlaceRules } from '../stores/betSlipStore';
export type { Clock } from '../stores/clock';
export { systemClock } from '../stores/clock';
export type {
  ActionContext,
  ActionInvalidation,
  ActionOptions,
  ActionState,
  ActionStatus,
  ActionStore,
} from '../stores/createAction';
export { createAction } from '../stores/createAction';
export type { ResourceCache } from '../stores/createResourceCache';
export { createResourceCache } from '../stores/createResourceCache';
export type {
  ResourceState,
  ResourceStatus,
  ResourceStore,
  ResourceStoreOptions,
} from '../stores/createResourceStore';
export { createResourceStore } from '../stores/createResourceStore';
export type {
  RouletteClient,
  RoulettePhase,
  RouletteSnapshot,
  RouletteStore,
  RouletteStoreOptions,
} from '../stores/createRouletteStore';
export { createRouletteStore } from '../stores/createRouletteStore';
export type {
  HydratedSession,
  KeyValueStorage,
  SessionClient,
  SessionSnapshot,
  SessionStatus,
  SessionStore,
  SessionStoreOptions,
} from '../stores/createSessionStore';
export { createSessionStore } from '../stores/createSessionStore';
export { preloadLogin } from '../stores/preloadLogin';
export type {
  MemberResource,
  MemberResourceKey,
  ResourceKey,
  ResourceName,
  SiteResource,
  SiteResourceKey,
} from '../stores/resourceKey';
export { MEMBER_KEY_PREFIX, memberResourceKey } from '../stores/resourceKey';
export { subscribeSignal } from '../stores/subscribeSignal';
