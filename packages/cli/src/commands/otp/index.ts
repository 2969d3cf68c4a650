import { defineGroup } from '../defineCommand';

export const group = defineGroup(
  ['otp'],
  'Enrol this staff account’s second factor (an RFC 6238 authenticator), which staff logins need',
);
