import { admin } from './admin';
import { createSend, type KbetClientOptions } from './createSend';
import { memberCalls } from './memberCalls';

/**
 * The member client plus the staff back office (`admin`: /admin-api). Kept apart from createKbetClient so
 * member frontends never ship the back-office calls and their schemas; support tools (the CLI) use this.
 * @example
 * const client = createKbetAdminClient({ baseURL: 'http://localhost:3000', token: () => staffToken });
 * const page = await client.admin.members.list({ status: 'pending' });
 */
export function createKbetAdminClient(options: KbetClientOptions) {
  const send = createSend(options);
  return { ...memberCalls(send), admin: admin(send) };
}

export type KbetAdminClient = ReturnType<typeof createKbetAdminClient>;
