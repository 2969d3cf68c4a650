import type { CliContext } from '../../../context';
import type { ExitCode } from '../../../exitCodes';
import { printJson, printTable, wantsJson } from '../../../output';
import { type CommonOptions, runCommand } from '../../../runCommand';
import { requireClient } from '../../../session/requireClient';
import { defineCommand } from '../../defineCommand';
import { argument, outputFlags } from '../../flags';

export interface VirtualsEventsOptions extends CommonOptions {
  league: string;
}

/**
 * `kbet virtuals events <league>`: the league's newest rounds and their events (matches or the race).
 * @example await run({ league: 'soccer/premierships', json: true }, ctx);
 */
export function run(options: VirtualsEventsOptions, ctx: CliContext): Promise<ExitCode> {
  return runCommand(ctx, options, async () => {
    const client = await requireClient(ctx);
    const rounds = await client.admin.virtual.rounds({ league: options.league });
    if (wantsJson(options)) {
      printJson(ctx, rounds);
      return;
    }
    const rows = rounds.flatMap((round) => round.events.map((event) => ({ round, event })));
    printTable(ctx, rows, [
      { header: 'ROUND', value: (r) => r.round.id, align: 'right' },
      { header: 'FIXTURE', value: (r) => r.event.fixtureId, align: 'right' },
      { header: 'STATUS', value: (r) => r.round.status },
      { header: 'STARTS', value: (r) => r.round.startAt },
      { header: 'EVENT', value: (r) => (r.event.away ? `${r.event.home} vs ${r.event.away}` : r.event.home) },
      { header: 'BETS', value: (r) => r.round.bets, align: 'right' },
    ]);
  });
}

export const command = defineCommand<VirtualsEventsOptions>({
  path: ['virtuals', 'events'],
  description: "List a league's newest rounds and their events",
  arguments: [argument('league', '<league>', 'the league id (see `kbet virtuals leagues`)')],
  flags: [...outputFlags()],
  examples: ['kbet virtuals events soccer/premierships', 'kbet virtuals events dog/goldenhillparks --json'],
  run,
});
