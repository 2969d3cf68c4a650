import {
  type LoginRequest,
  LoginResponse,
  type TotpConfirm,
  TotpConfirmed,
  TotpEnrollment,
  TotpStatus,
} from '../schemas/user';
import type { CallInput, CallOptions, Send } from './createSend';
import { Ignored } from './ignored';

/** Log in and out (kbet's session endpoints for the spec's local strategy). */
export const auth = (send: Send) => ({
  /** POST /auth/login: the member and a bearer token. */
  login: (body: CallInput<typeof LoginRequest>, options?: CallOptions) =>
    send('POST', '/auth/login', LoginResponse, { body, options }),
  /** POST /auth/logout. */
  logout: async (options?: CallOptions): Promise<void> => {
    await send('POST', '/auth/logout', Ignored, { options });
  },
  /** The second factor of partner and staff logins (RFC 6238), enrolled once. */
  totp: {
    /** GET /auth/totp: whether enrolment is required and done. */
    status: (options?: CallOptions) => send('GET', '/auth/totp', TotpStatus, { options }),
    /** POST /auth/totp/enroll: a new secret to type into an authenticator app. */
    enroll: (options?: CallOptions) => send('POST', '/auth/totp/enroll', TotpEnrollment, { options }),
    /** POST /auth/totp/confirm: activates the secret with its first code. */
    confirm: (body: CallInput<typeof TotpConfirm>, options?: CallOptions) =>
      send('POST', '/auth/totp/confirm', TotpConfirmed, { body, options }),
  },
});
