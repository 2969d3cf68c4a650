import { createKbetAdminClient, type KbetAdminClient } from '@kbet/sdk/admin';
import { readConfig } from '../config/cliConfig';
import type { CliContext } from '../context';
import { cliErrors } from '../errors/cliError';

/**
 * The SDK client for the stored login; exit 4 (`kbet login` needed) when there is none.
 * @example const client = await requireClient(ctx); await client.admin.audit.list({});
 */
export async function requireClient(ctx: CliContext): Promise<KbetAdminClient> {
  const { url, token } = await readConfig(ctx);
  if (!url || !token) throw cliErrors.notLoggedIn();
  return createKbetAdminClient({ baseURL: url, token: () => token, ...(ctx.fetch && { fetch: ctx.fetch }) });
}
