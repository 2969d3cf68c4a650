import type { CliContext } from '../../../context';
import type { ExitCode } from '../../../exitCodes';
import { printJson, printLine, wantsJson } from '../../../output';
import { confirmAction } from '../../../prompts/confirmAction';
import { flagOrPrompt } from '../../../prompts/flagOrPrompt';
import { type CommonOptions, runCommand } from '../../../runCommand';
import { requireClient } from '../../../session/requireClient';
import { defineCommand } from '../../defineCommand';
import { argument, idempotencyKeyFlag, outputFlags, positiveInt, reasonFlag, yesFlag } from '../../flags';

export interface GamesVoidOptions extends CommonOptions {
  round: number;
  /** Kept in the audit log; asked for on a terminal when missing. */
  reason?: string;
  /** Skip the confirmation (required without a terminal). */
  yes?: boolean;
  /** Reuse one to retry safely: the server voids once per key. */
  idempotencyKey?: string;
}

/**
 * `kbet games void <round>`: voids a round not drawn yet; every stake on it goes back.
 * @example await run({ round: 7, reason: '송출 오류', yes: true }, ctx);
 */
export function run(options: GamesVoidOptions, ctx: CliContext): Promise<ExitCode> {
  return runCommand(ctx, options, async () => {
    const client = await requireClient(ctx);
    const reason = await flagOrPrompt(ctx, options.reason, '--reason', () => ctx.prompts.input('Reason'));
    await confirmAction(ctx, options, `Void round ${options.round}? Every stake on it goes back.`);
    const result = await client.admin.minigame.void(
      options.round,
      { reason },
      options.idempotencyKey ? { idempotencyKey: options.idempotencyKey } : undefined,
    );
    if (wantsJson(options)) {
      printJson(ctx, result);
      return;
    }
    printLine(
      ctx,
      `Round ${result.round.id} (${result.round.gameId}) void: ${result.refunded} stakes refunded`,
    );
  });
}

export const command = defineCommand<GamesVoidOptions>({
  path: ['games', 'void'],
  description:
    'Void a round not drawn yet; every stake on it goes back (asks for confirmation on a terminal)',
  arguments: [argument('round', '<round>', 'the round id', positiveInt('<round>'))],
  flags: [reasonFlag(), yesFlag(), idempotencyKeyFlag(), ...outputFlags()],
  examples: ["kbet games void 7 --reason '송출 오류' --yes"],
  run,
});
