import { defineGroup } from '../defineCommand';

export const group = defineGroup(
  ['casino'],
  'Casino and slot providers: list them and their games, enable or disable one or put it in maintenance, a member’s wallet records, reconcile a day',
);
