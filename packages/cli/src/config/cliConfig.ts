import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { CliContext } from '../context';
import { cliErrors } from '../errors/cliError';

/** What `kbet login` keeps: the server and the session token (a secret, hence mode 0600). */
export interface CliConfig {
  url?: string;
  token?: string;
  userId?: string;
}

/**
 * `$KBET_CONFIG`, else `~/.config/kbet/config.json`.
 * @example configPath({ env: { KBET_CONFIG: '/tmp/k.json' }, homedir: '/root' }) // '/tmp/k.json'
 */
export const configPath = (ctx: Pick<CliContext, 'env' | 'homedir'>): string =>
  ctx.env.KBET_CONFIG || join(ctx.homedir, '.config', 'kbet', 'config.json');

const isMissing = (error: unknown): boolean => (error as { code?: unknown }).code === 'ENOENT';

/**
 * The stored config; empty when there is no file yet.
 * @example const { url, token } = await readConfig(ctx);
 */
export async function readConfig(ctx: Pick<CliContext, 'env' | 'homedir'>): Promise<CliConfig> {
  const path = configPath(ctx);
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if (isMissing(error)) return {};
    throw error;
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new TypeError();
    const { url, token, userId } = parsed as Record<string, unknown>;
    return {
      ...(typeof url === 'string' && { url }),
      ...(typeof token === 'string' && { token }),
      ...(typeof userId === 'string' && { userId }),
    };
  } catch {
    throw cliErrors.badConfig(path);
  }
}

/**
 * Replaces the config file, readable by its owner only (0600, directory 0700). The new file is
 * renamed over the old one, so a crash never leaves half a file or a token with looser permissions.
 * @example await writeConfig(ctx, { url: 'http://localhost:3000', token, userId: 'admin01' });
 */
export async function writeConfig(
  ctx: Pick<CliContext, 'env' | 'homedir'>,
  config: CliConfig,
): Promise<void> {
  const path = configPath(ctx);
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
  await chmod(temporary, 0o600);
  await rename(temporary, path);
}
