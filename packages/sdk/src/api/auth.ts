import { type LoginRequest, LoginResponse } from '../schemas/user';
import { type CallInput, type CallOptions, Ignored, type Send } from './createSend';

/** Log in and out (kbet's session endpoints for the spec's local strategy). */
export const auth = (send: Send) => ({
  /** POST /auth/login: the member and a bearer token. */
  login: (body: CallInput<typeof LoginRequest>, options?: CallOptions) =>
    send('POST', '/auth/login', LoginResponse, { body, options }),
  /** POST /auth/logout. */
  logout: async (options?: CallOptions): Promise<void> => {
    await send('POST', '/auth/logout', Ignored, { options });
  },
});
