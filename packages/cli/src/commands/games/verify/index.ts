import { verifyRound } from '@kbet/sdk';
import type { CliContext } from '../../../context';
import type { ExitCode } from '../../../exitCodes';
import { defineCommand } from '../../defineCommand';
import { runVerifyRound, type VerifyRoundOptions, verifyRoundFlags } from '../../verifyRoundCommand';
import { roundArgument } from '../../voidRoundCommand';

export type GamesVerifyOptions = VerifyRoundOptions;

/**
 * `kbet games verify <round>`: recomputes the round here with the SDK's verifyRound from its revealed seed; the
 * seed must hash to the commitment published before betting and give the result the server drew (else exit 1).
 * @example await run({ round: 7, json: true }, ctx);
 */
export function run(options: GamesVerifyOptions, ctx: CliContext): Promise<ExitCode> {
  return runVerifyRound(ctx, options, {
    read: (client, id) => client.admin.minigame.round(id),
    recompute: (round) => {
      if (round.seed === null || round.result === null) return null;
      const { valid, outcome } = verifyRound(round.gameId, {
        seed: round.seed,
        previous: round.commitment,
        roundNo: round.chainIndex,
        salt: round.salt,
      });
      return { valid, recomputed: outcome, played: JSON.parse(round.result) };
    },
    notRevealed: 'its seed is not revealed (not drawn yet, or void)',
    mismatch: 'the seed gives another result than the one drawn',
    json: (round) => ({
      id: round.id,
      gameId: round.gameId,
      verified: true,
      outcome: round.result === null ? null : JSON.parse(round.result),
    }),
    line: (round) =>
      `검증 완료 / verified: round ${round.id} (${round.gameId} ${round.kstDay} #${round.round})`,
  });
}

export const command = defineCommand<GamesVerifyOptions>({
  path: ['games', 'verify'],
  description: 'Verify a drawn round locally from its revealed seed (exit 1 when it does not verify)',
  arguments: [roundArgument()],
  flags: verifyRoundFlags(),
  examples: ['kbet games verify 7', 'kbet games verify 7 --json'],
  run,
});
