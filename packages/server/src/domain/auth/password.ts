import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { createConcurrencyLimit } from './createConcurrencyLimit';

/**
 * How many argon2id hashes run at once. Each takes 9-17 ms of a core and 19 MiB (OWASP's minimum parameters) on
 * libuv's threadpool, 4 threads unless UV_THREADPOOL_SIZE says otherwise. Unbounded, a burst of logins or withdrawal
 * requests fills every pool thread, and all other pool work (file reads of the site, DNS lookups, zlib) waits behind
 * it: the casino tail probe's 10 ms fs.stat waited seconds behind withdrawal requests on a loaded machine
 * (docs/benchmarks.md, the eleventh pass). No more than the cores at once (more only share them, each hash taking
 * longer) and always one pool thread left for the rest; the others queue here in arrival order.
 */
const HASHES_AT_ONCE = Math.max(
  1,
  Math.min(availableParallelism(), (Number(process.env.UV_THREADPOOL_SIZE) || 4) - 1),
);
const hashing = createConcurrencyLimit(HASHES_AT_ONCE);

/**
 * An argon2id hash (the library's default algorithm) of a password or deposit PIN.
 * @example const passwordHash = await hashPassword('kbet1234');
 */
export const hashPassword = (plain: string): Promise<string> => hashing(() => hash(plain));

// Verified when the user id is unknown, so a miss costs as long as a wrong password.
let dummyHash: Promise<string> | undefined;

/**
 * Whether `plain` matches the stored hash; a missing hash never matches but takes as long.
 * @example if (!(await verifyPassword(member?.passwordHash, body.password))) throw loginRefused('LOGIN_INVALID');
 */
export async function verifyPassword(stored: string | null | undefined, plain: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hashPassword(randomUUID());
    const dummy = await dummyHash;
    await hashing(() => verify(dummy, plain)).catch(() => false);
    return false;
  }
  return hashing(() => verify(stored, plain)).catch(() => false);
}
