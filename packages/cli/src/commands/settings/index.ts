import { defineGroup } from '../defineCommand';

export const group = defineGroup(
  ['settings'],
  'Site settings: maintenance, notices, sign-up, hold’em, live betting, attendance',
);
