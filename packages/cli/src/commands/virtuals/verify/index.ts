import { verifyVirtualRound } from '@kbet/sdk';
import type { CliContext } from '../../../context';
import type { ExitCode } from '../../../exitCodes';
import { defineCommand } from '../../defineCommand';
import { runVerifyRound, type VerifyRoundOptions, verifyRoundFlags } from '../../verifyRoundCommand';
import { roundArgument } from '../../voidRoundCommand';

export type VirtualsVerifyOptions = VerifyRoundOptions;

/**
 * `kbet virtuals verify <round>`: recomputes every result and timeline of a finished round here with the SDK's
 * verifyVirtualRound; the seed must hash to the commitment and give what the server played (else exit 1); a
 * round older than the three weeks kept is checked on its results alone.
 * @example await run({ round: 7, json: true }, ctx);
 */
export function run(options: VirtualsVerifyOptions, ctx: CliContext): Promise<ExitCode> {
  return runVerifyRound(ctx, options, {
    read: (client, id) => client.admin.virtual.round(id),
    recompute: (round) => {
      if (round.seed === null) return null;
      const { valid, events } = verifyVirtualRound(round.leagueId, {
        seed: round.seed,
        previous: round.commitment,
        roundNo: round.roundNo,
        salt: round.salt,
      });
      // A round past the three weeks kept has its results but no longer its replay timelines.
      return {
        valid,
        recomputed: events.map((e, i) => [e.result, round.events[i]?.timeline === null ? null : e.timeline]),
        played: round.events.map((e) => [e.result, e.timeline]),
      };
    },
    notRevealed: 'its seed is not revealed (not final yet, or void)',
    mismatch: 'the seed gives other results than the ones played',
    json: (round) => ({
      id: round.id,
      leagueId: round.leagueId,
      verified: true,
      results: round.events.map((e) => e.result),
    }),
    line: (round) => `검증 완료 / verified: round ${round.id} (${round.leagueId} #${round.roundNo})`,
  });
}

export const command = defineCommand<VirtualsVerifyOptions>({
  path: ['virtuals', 'verify'],
  description:
    'Verify a finished virtual round locally from its revealed seed (exit 1 when it does not verify)',
  arguments: [roundArgument()],
  flags: verifyRoundFlags(),
  examples: ['kbet virtuals verify 7', 'kbet virtuals verify 7 --json'],
  run,
});
