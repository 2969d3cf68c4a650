import { providerSwitchCommand } from '../providerSwitchCommand';

export const { run, command } = providerSwitchCommand(
  'disable',
  'Disable a game provider: no launches or new bets; wins and refunds still settle',
  () => ({ enabled: false }),
);
