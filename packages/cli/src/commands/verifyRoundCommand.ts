import { isDeepStrictEqual } from 'node:util';
import type { KbetAdminClient } from '@kbet/sdk/admin';
import type { CliContext } from '../context';
import { cliErrors } from '../errors/cliError';
import type { ExitCode } from '../exitCodes';
import { printJson, printLine, wantsJson } from '../output';
import { type CommonOptions, runCommand } from '../runCommand';
import { requireClient } from '../session/requireClient';
import { outputFlags } from './flags';

export interface VerifyRoundOptions extends CommonOptions {
  round: number;
}

/** A round recomputed here from its revealed seed. */
export interface Recomputed {
  /** Whether the seed hashes to the commitment published before betting. */
  valid: boolean;
  /** What the seed gives, and what the server stored, compared by value. */
  recomputed: unknown;
  played: unknown;
}

export interface VerifyRoundSteps<R extends { readonly id: number }> {
  /** The staff read of the round. */
  read: (client: KbetAdminClient, round: number) => Promise<R>;
  /** The SDK's verification from the revealed seed; null while the seed is secret (why: `notRevealed`). */
  recompute: (round: R) => Recomputed | null;
  notRevealed: string;
  /** Why a mismatch fails, in the engine's words. */
  mismatch: string;
  /** The --json answer of a verified round. */
  json: (round: R) => unknown;
  /** The line printed for a verified round. */
  line: (round: R) => string;
}

/**
 * Verifies a round locally (`kbet games verify`, `kbet virtuals verify`): the seed must hash to the commitment
 * and give what the server stored (compared through JSON, as the server stored it, so only values count);
 * anything else exits 1 with the reason.
 * @example return runVerifyRound(ctx, options, { read: (c, id) => c.admin.minigame.round(id), recompute, notRevealed, mismatch, json, line });
 */
export function runVerifyRound<R extends { readonly id: number }>(
  ctx: CliContext,
  options: VerifyRoundOptions,
  steps: VerifyRoundSteps<R>,
): Promise<ExitCode> {
  return runCommand(ctx, options, async () => {
    const client = await requireClient(ctx);
    const round = await steps.read(client, options.round);
    const check = steps.recompute(round);
    if (!check) throw cliErrors.roundUnverified(round.id, steps.notRevealed);
    if (!check.valid) throw cliErrors.roundUnverified(round.id, 'the seed does not hash to the commitment');
    if (!isDeepStrictEqual(JSON.parse(JSON.stringify(check.recomputed)), check.played))
      throw cliErrors.roundUnverified(round.id, steps.mismatch);
    if (wantsJson(options)) printJson(ctx, steps.json(round));
    else printLine(ctx, steps.line(round));
  });
}

/** The flags every verify command takes. */
export const verifyRoundFlags = () => outputFlags();
