import { createKbetClient, type KbetClient } from '@kbet/sdk';
import { readConfig } from '../config/cliConfig';
import type { CliContext } from '../context';
import { cliErrors } from '../errors/cliError';

/**
 * The SDK client for the stored login; exit 4 (`kbet login` needed) when there is none.
 * @example const client = await requireClient(ctx); await client.admin.audit.list({});
 */
export async function requireClient(ctx: CliContext): Promise<KbetClient> {
  const { url, token } = await readConfig(ctx);
  if (!url || !token) throw cliErrors.notLoggedIn();
  return createKbetClient({ baseURL: url, token: () => token, ...(ctx.fetch && { fetch: ctx.fetch }) });
}
