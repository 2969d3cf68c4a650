import type { KbetAdminClient } from '@kbet/sdk/admin';
import type { CliContext } from '../context';
import type { ExitCode } from '../exitCodes';
import { printJson, printLine, wantsJson } from '../output';
import { confirmAction } from '../prompts/confirmAction';
import { flagOrPrompt } from '../prompts/flagOrPrompt';
import { type CommonOptions, runCommand } from '../runCommand';
import { requireClient } from '../session/requireClient';
import type { CommandArgument } from './defineCommand';
import { argument, idempotencyKeyFlag, outputFlags, positiveInt, reasonFlag, yesFlag } from './flags';

export interface VoidRoundOptions extends CommonOptions {
  round: number;
  /** Kept in the audit log; asked for on a terminal when missing. */
  reason?: string;
  /** Skip the confirmation (required without a terminal). */
  yes?: boolean;
  /** Reuse one to retry safely: the server voids once per key. */
  idempotencyKey?: string;
}

/** What a staff void answers, whichever engine's round it was. */
export interface VoidRoundResult {
  readonly round: { readonly id: number };
  readonly refunded: number;
}

export interface VoidRoundSteps<R extends VoidRoundResult> {
  /** The confirmation asked on a terminal. */
  question: string;
  /** The staff call (idempotent with the key given). */
  void: (
    client: KbetAdminClient,
    round: number,
    body: { reason: string },
    options: { idempotencyKey: string } | undefined,
  ) => Promise<R>;
  /** The line printed without --json. */
  summary: (result: R) => string;
}

/**
 * The staff void of a round (`kbet games void`, `kbet virtuals void`): the reason (flag or prompt), the
 * confirmation (or --yes), the engine's idempotent void call, then the result as JSON or one line.
 * @example return runVoidRound(ctx, options, { question, void: (c, id, body, o) => c.admin.minigame.void(id, body, o), summary });
 */
export function runVoidRound<R extends VoidRoundResult>(
  ctx: CliContext,
  options: VoidRoundOptions,
  steps: VoidRoundSteps<R>,
): Promise<ExitCode> {
  return runCommand(ctx, options, async () => {
    const client = await requireClient(ctx);
    const reason = await flagOrPrompt(ctx, options.reason, '--reason', () => ctx.prompts.input('Reason'));
    await confirmAction(ctx, options, steps.question);
    const result = await steps.void(
      client,
      options.round,
      { reason },
      options.idempotencyKey ? { idempotencyKey: options.idempotencyKey } : undefined,
    );
    if (wantsJson(options)) printJson(ctx, result);
    else printLine(ctx, steps.summary(result));
  });
}

/** The `<round>` argument of the round commands (void, verify). */
export const roundArgument = <O extends { round: number }>(): CommandArgument<O> =>
  argument<O>('round', '<round>', 'the round id', positiveInt('<round>'));

/** The flags every void command takes. */
export const voidRoundFlags = () => [reasonFlag(), yesFlag(), idempotencyKeyFlag(), ...outputFlags()];
