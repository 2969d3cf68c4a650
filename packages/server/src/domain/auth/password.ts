import { randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * An argon2id hash (the library's default algorithm) of a password or deposit PIN.
 * @example const passwordHash = await hashPassword('kbet1234');
 */
export const hashPassword = (plain: string): Promise<string> => hash(plain);

// Verified when the user id is unknown, so a miss costs as long as a wrong password.
let dummyHash: Promise<string> | undefined;

/**
 * Whether `plain` matches the stored hash; a missing hash never matches but takes as long.
 * @example if (!(await verifyPassword(member?.passwordHash, body.password))) throw loginRefused('LOGIN_INVALID');
 */
export async function verifyPassword(stored: string | null | undefined, plain: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hash(randomUUID());
    await verify(await dummyHash, plain).catch(() => false);
    return false;
  }
  return verify(stored, plain).catch(() => false);
}
