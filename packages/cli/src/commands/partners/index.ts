import { defineGroup } from '../defineCommand';

export const group = defineGroup(
  ['partners'],
  'The partner tree: list, show, tree, create and change contracts',
);
