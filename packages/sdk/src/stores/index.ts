// The signal type the stores expose, so consumers need no direct dependency on @preact/signals-core.
export type { ReadonlySignal } from '@preact/signals-core';
export type {
  BetSlipSnapshot,
  BetSlipStore,
  BetSlipStoreOptions,
  PlaceBetParams,
  SlipLimits,
} from './betSlipStore';
export { createBetSlipStore } from './betSlipStore';
export type { Clock } from './clock';
export { systemClock } from './clock';
export type { ResourceCache } from './createResourceCache';
export { createResourceCache } from './createResourceCache';
export type {
  ResourceState,
  ResourceStatus,
  ResourceStore,
  ResourceStoreOptions,
} from './createResourceStore';
export { createResourceStore } from './createResourceStore';
export type {
  RouletteClient,
  RoulettePhase,
  RouletteSnapshot,
  RouletteStore,
  RouletteStoreOptions,
} from './createRouletteStore';
export { createRouletteStore } from './createRouletteStore';
export type {
  KeyValueStorage,
  SessionClient,
  SessionSnapshot,
  SessionStatus,
  SessionStore,
  SessionStoreOptions,
} from './createSessionStore';
export { createSessionStore } from './createSessionStore';
export { subscribeSignal } from './subscribeSignal';
