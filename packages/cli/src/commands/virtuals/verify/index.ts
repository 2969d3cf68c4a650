import { isDeepStrictEqual } from 'node:util';
import { verifyVirtualRound } from '@kbet/sdk';
import type { CliContext } from '../../../context';
import { cliErrors } from '../../../errors/cliError';
import type { ExitCode } from '../../../exitCodes';
import { printJson, printLine, wantsJson } from '../../../output';
import { type CommonOptions, runCommand } from '../../../runCommand';
import { requireClient } from '../../../session/requireClient';
import { defineCommand } from '../../defineCommand';
import { argument, outputFlags, positiveInt } from '../../flags';

export interface VirtualsVerifyOptions extends CommonOptions {
  round: number;
}

/**
 * `kbet virtuals verify <round>`: recomputes every result and timeline of a finished round here with the SDK's
 * verifyVirtualRound; the seed must hash to the commitment and give what the server played (else exit 1).
 * @example await run({ round: 7, json: true }, ctx);
 */
export function run(options: VirtualsVerifyOptions, ctx: CliContext): Promise<ExitCode> {
  return runCommand(ctx, options, async () => {
    const client = await requireClient(ctx);
    const round = await client.admin.virtual.round(options.round);
    if (round.seed === null)
      throw cliErrors.roundUnverified(round.id, 'its seed is not revealed (not final yet, or void)');
    const { valid, events } = verifyVirtualRound(round.leagueId, {
      seed: round.seed,
      previous: round.commitment,
      roundNo: round.roundNo,
      salt: round.salt,
    });
    if (!valid) throw cliErrors.roundUnverified(round.id, 'the seed does not hash to the commitment');
    // Through JSON, as the server stored them, so only the values are compared.
    const recomputed = JSON.parse(JSON.stringify(events.map((e) => [e.result, e.timeline])));
    const played = round.events.map((e) => [e.result, e.timeline]);
    if (!isDeepStrictEqual(recomputed, played))
      throw cliErrors.roundUnverified(round.id, 'the seed gives other results than the ones played');
    if (wantsJson(options)) {
      printJson(ctx, {
        id: round.id,
        leagueId: round.leagueId,
        verified: true,
        results: events.map((e) => e.result),
      });
      return;
    }
    printLine(ctx, `검증 완료 / verified: round ${round.id} (${round.leagueId} #${round.roundNo})`);
  });
}

export const command = defineCommand<VirtualsVerifyOptions>({
  path: ['virtuals', 'verify'],
  description:
    'Verify a finished virtual round locally from its revealed seed (exit 1 when it does not verify)',
  arguments: [argument('round', '<round>', 'the round id', positiveInt('<round>'))],
  flags: [...outputFlags()],
  examples: ['kbet virtuals verify 7', 'kbet virtuals verify 7 --json'],
  run,
});
