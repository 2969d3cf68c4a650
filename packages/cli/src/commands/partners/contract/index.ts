import { defineGroup } from '../../defineCommand';

export const group = defineGroup(
  ['partners', 'contract'],
  "Change a partner's contract (from the next period)",
);
