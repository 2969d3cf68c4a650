import { isDeepStrictEqual } from 'node:util';
import { verifyRound } from '@kbet/sdk';
import type { CliContext } from '../../../context';
import { cliErrors } from '../../../errors/cliError';
import type { ExitCode } from '../../../exitCodes';
import { printJson, printLine, wantsJson } from '../../../output';
import { type CommonOptions, runCommand } from '../../../runCommand';
import { requireClient } from '../../../session/requireClient';
import { defineCommand } from '../../defineCommand';
import { argument, outputFlags, positiveInt } from '../../flags';

export interface GamesVerifyOptions extends CommonOptions {
  round: number;
}

/**
 * `kbet games verify <round>`: recomputes the round here with the SDK's verifyRound from its revealed seed; the
 * seed must hash to the commitment published before betting and give the result the server drew (else exit 1).
 * @example await run({ round: 7, json: true }, ctx);
 */
export function run(options: GamesVerifyOptions, ctx: CliContext): Promise<ExitCode> {
  return runCommand(ctx, options, async () => {
    const client = await requireClient(ctx);
    const round = await client.admin.minigame.round(options.round);
    if (round.seed === null || round.result === null)
      throw cliErrors.roundUnverified(round.id, 'its seed is not revealed (not drawn yet, or void)');
    const { valid, outcome } = verifyRound(round.gameId, {
      seed: round.seed,
      previous: round.commitment,
      roundNo: round.chainIndex,
      salt: round.salt,
    });
    if (!valid) throw cliErrors.roundUnverified(round.id, 'the seed does not hash to the commitment');
    // Through JSON, as the server stored the outcome, so only the values are compared.
    if (!isDeepStrictEqual(JSON.parse(JSON.stringify(outcome)), JSON.parse(round.result)))
      throw cliErrors.roundUnverified(round.id, 'the seed gives another result than the one drawn');
    if (wantsJson(options)) {
      printJson(ctx, { id: round.id, gameId: round.gameId, verified: true, outcome });
      return;
    }
    printLine(
      ctx,
      `검증 완료 / verified: round ${round.id} (${round.gameId} ${round.kstDay} #${round.round})`,
    );
  });
}

export const command = defineCommand<GamesVerifyOptions>({
  path: ['games', 'verify'],
  description: 'Verify a drawn round locally from its revealed seed (exit 1 when it does not verify)',
  arguments: [argument('round', '<round>', 'the round id', positiveInt('<round>'))],
  flags: [...outputFlags()],
  examples: ['kbet games verify 7', 'kbet games verify 7 --json'],
  run,
});
