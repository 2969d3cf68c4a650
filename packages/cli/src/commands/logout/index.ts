import { createKbetClient, isApiError } from '@kbet/sdk';
import { readConfig, writeConfig } from '../../config/cliConfig';
import type { CliContext } from '../../context';
import type { ExitCode } from '../../exitCodes';
import { notice, printJson, printLine, wantsJson } from '../../output';
import { type CommonOptions, runCommand } from '../../runCommand';
import { defineCommand } from '../defineCommand';
import { outputFlags } from '../flags';

export type LogoutOptions = CommonOptions;

/**
 * `kbet logout`: ends the session on the server and forgets the token (the URL stays for the next login).
 * A session the server already ended, an unreachable server, or no login at all is not a failure.
 * @example await run({ json: true }, ctx); // {"loggedOut": true, "url": "http://localhost:3000"}
 */
export function run(options: LogoutOptions, ctx: CliContext): Promise<ExitCode> {
  return runCommand(ctx, options, async () => {
    const { url, token } = await readConfig(ctx);
    if (url && token) {
      const client = createKbetClient({
        baseURL: url,
        token: () => token,
        ...(ctx.fetch && { fetch: ctx.fetch }),
      });
      try {
        await client.auth.logout();
      } catch (error) {
        if (!isApiError(error)) throw error;
        // 401/555/556: the server ended the session already. Otherwise the token is still forgotten
        // here, so an unreachable server never keeps a stale secret on disk.
        if (![401, 555, 556].includes(error.status)) {
          notice(
            ctx,
            `The server did not confirm the logout (${error.message}); the token is forgotten anyway.`,
          );
        }
      }
      await writeConfig(ctx, { url });
    }
    if (wantsJson(options)) {
      printJson(ctx, { loggedOut: Boolean(token), url: url ?? null });
      return;
    }
    printLine(ctx, token ? `Logged out of ${url}.` : 'Not logged in.');
  });
}

export const command = defineCommand<LogoutOptions>({
  path: ['logout'],
  description: 'End the session on the server and forget the stored token',
  flags: [...outputFlags()],
  examples: ['kbet logout'],
  run,
});
