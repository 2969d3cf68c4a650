import { Option } from 'commander';
import type { CliContext } from '../../../context';
import type { ExitCode } from '../../../exitCodes';
import { printJson, printLine, wantsJson } from '../../../output';
import { type CommonOptions, runCommand } from '../../../runCommand';
import { requireClient } from '../../../session/requireClient';
import { defineCommand } from '../../defineCommand';
import { argument, outputFlags } from '../../flags';
import { describeTerms, type TermsOptions, termsFlags, toTerms } from '../termsFlags';

export interface PartnersCreateOptions extends CommonOptions, TermsOptions {
  userId: string;
  code: string;
  parent?: string;
}

/**
 * `kbet partners create <userId> --code <code> --losing <pct>`: makes a member a partner (under `--parent`, else
 * a 1st-tier distributor) with its first contract; its code becomes a sign-up code.
 * @example await run({ userId: 'agent01', code: 'AGENT01', losing: 3000, rolling: { sports: 100 } }, ctx);
 */
export function run(options: PartnersCreateOptions, ctx: CliContext): Promise<ExitCode> {
  return runCommand(ctx, options, async () => {
    const partner = await (await requireClient(ctx)).admin.partners.create({
      userId: options.userId,
      parentUserId: options.parent ?? null,
      code: options.code,
      terms: toTerms(options),
    });
    if (wantsJson(options)) printJson(ctx, partner);
    else
      printLine(
        ctx,
        `${partner.userId}: tier ${partner.tier}, code ${partner.code}, ${describeTerms(partner.contract)}`,
      );
  });
}

export const command = defineCommand<PartnersCreateOptions>({
  path: ['partners', 'create'],
  description: 'Make a member a partner with its first contract',
  arguments: [argument('userId', '<userId>', 'the member')],
  flags: [
    new Option('--code <code>', 'its sign-up code (2-20 letters or digits)').makeOptionMandatory(),
    new Option('--parent <userId>', 'the parent partner (none: a 1st-tier distributor)'),
    ...termsFlags(),
    ...outputFlags(),
  ],
  examples: [
    'kbet partners create agent01 --code AGENT01 --losing 30 --rolling sports=1,casino=1.5',
    'kbet partners create agent02 --parent agent01 --code AGENT02 --losing 20 --rolling sports=0.7',
  ],
  run,
});
