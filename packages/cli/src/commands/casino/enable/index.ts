import { providerSwitchCommand } from '../providerSwitchCommand';

export const { run, command } = providerSwitchCommand(
  'enable',
  'Enable a game provider (its adapter must have passed the wallet contract suite)',
  () => ({ enabled: true }),
);
