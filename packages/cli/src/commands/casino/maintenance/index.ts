import { providerSwitchCommand, stateArgument } from '../providerSwitchCommand';

export const { run, command } = providerSwitchCommand(
  'maintenance',
  'Put a game provider in or out of maintenance: its lobby entry shows 점검중입니다. and takes no launch',
  (options) => ({ maintenance: options.state === 'on' }),
  { arguments: [stateArgument()], example: "kbet casino maintenance kbetsim on --reason '정기 점검' --yes" },
);
