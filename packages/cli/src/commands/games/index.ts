import { defineGroup } from '../defineCommand';

export const group = defineGroup(
  ['games'],
  'Inspect mini-games and their rounds, verify a drawn round, void a round not drawn yet, change their settings and limits',
);
