import { defineGroup } from '../defineCommand';

export const group = defineGroup(
  ['settlement'],
  'Partner settlement: preview (dry run), run once, list, show, hold and release a period',
);
