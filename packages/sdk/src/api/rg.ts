import {
  DepositLimits,
  type DepositLimitsUpdate,
  ExclusionResult,
  type RealityCheck,
  RealityCheckStatus,
  type SelfExclusionRequest,
  type TimeoutRequest,
} from '../schemas/responsibleGambling';
import type { CallInput, CallOptions, Send } from './createSend';

/** Responsible-gambling tools (compliance.md §4). */
export const rg = (send: Send) => ({
  /** GET /rg/limits. */
  limits: (options?: CallOptions) => send('GET', '/rg/limits', DepositLimits, { options }),
  /** PUT /rg/limits: a lower limit applies at once, a higher one after 24 hours. */
  setLimits: (body: CallInput<typeof DepositLimitsUpdate>, options?: CallOptions) =>
    send('PUT', '/rg/limits', DepositLimits, { body, options }),
  /** POST /rg/timeout: ends every session at once. */
  timeout: (body: CallInput<typeof TimeoutRequest>, options?: CallOptions) =>
    send('POST', '/rg/timeout', ExclusionResult, { body, options }),
  /** POST /rg/self-exclusion: ends every session at once. */
  selfExclude: (body: CallInput<typeof SelfExclusionRequest>, options?: CallOptions) =>
    send('POST', '/rg/self-exclusion', ExclusionResult, { body, options }),
  /** GET /rg/reality-check. */
  realityCheck: (options?: CallOptions) => send('GET', '/rg/reality-check', RealityCheckStatus, { options }),
  /** PUT /rg/reality-check. */
  setRealityCheck: (body: CallInput<typeof RealityCheck>, options?: CallOptions) =>
    send('PUT', '/rg/reality-check', RealityCheckStatus, { body, options }),
});
