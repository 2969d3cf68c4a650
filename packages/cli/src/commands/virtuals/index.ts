import { defineGroup } from '../defineCommand';

export const group = defineGroup(
  ['virtuals'],
  'Inspect virtual-sports leagues and rounds, verify a finished round, void a round not final yet',
);
