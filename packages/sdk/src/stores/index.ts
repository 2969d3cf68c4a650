export type {
  BetSlipSnapshot,
  BetSlipStore,
  BetSlipStoreOptions,
  PlaceBetParams,
  SlipLimits,
} from './betSlipStore';
export { createBetSlipStore } from './betSlipStore';
