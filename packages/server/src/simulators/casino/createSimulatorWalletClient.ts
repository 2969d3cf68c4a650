import { casinoSignature } from '../../domain/casino/casinoSignature';
import {
  SIMULATOR_PROVIDER_ID,
  SIMULATOR_SIGNATURE_HEADER,
  SIMULATOR_TIMESTAMP_HEADER,
  type SimulatorAction,
  type SimulatorWireAnswer,
  type SimulatorWireCall,
} from './simulatorWire';

/** Posts one signed callback; the simulator in-process uses app.inject, a test may post over HTTP. */
export type SimulatorPost = (request: {
  url: string;
  headers: Record<string, string>;
  body: string;
}) => Promise<{ statusCode: number; body: string }>;

export interface SimulatorWalletClientOptions {
  secret: string;
  post: SimulatorPost;
  /** The time the signature carries (the server's clock). */
  now: () => Date;
  /** The provider id the callbacks name (kbetsim unless a hold'em simulator speaks the same wire). */
  providerId?: string;
}

export interface SimulatorWalletClient {
  /** Signs and sends a callback; `tamper` lets the contract suite send a bad signature or a stale time. */
  call(
    action: SimulatorAction,
    body: SimulatorWireCall,
    tamper?: { signature?: string; skewMs?: number },
  ): Promise<SimulatorWireAnswer>;
}

/**
 * The simulator provider's side of the wallet: every bet and win of its games goes through these signed
 * callbacks, never straight to the ledger.
 * @example const answer = await client.call('bet', { token, user, transaction_uuid: 'r1-bet', round: 'r1', game_code: 'slot-fruits', amount: 1000 });
 */
export function createSimulatorWalletClient(options: SimulatorWalletClientOptions): SimulatorWalletClient {
  return {
    async call(action, body, tamper = {}) {
      const raw = JSON.stringify(body);
      const timestamp = String(options.now().getTime() + (tamper.skewMs ?? 0));
      const response = await options.post({
        url: `/casino-wallet/${options.providerId ?? SIMULATOR_PROVIDER_ID}/${action}`,
        headers: {
          'content-type': 'application/json',
          [SIMULATOR_TIMESTAMP_HEADER]: timestamp,
          [SIMULATOR_SIGNATURE_HEADER]: tamper.signature ?? casinoSignature(options.secret, timestamp, raw),
        },
        body: raw,
      });
      if (response.statusCode !== 200)
        throw new Error(`wallet callback ${action} answered ${response.statusCode}: ${response.body}`);
      return JSON.parse(response.body) as SimulatorWireAnswer;
    },
  };
}
