import { Option } from 'commander';
import { contentsFlags, outputFlags, wholeNumber, yesFlag } from '../flags';
import { POPUP_STATUSES } from './popupOptions';

/** The flags of `popups add` and `popups edit`, in the order their help lists them. */
export const popupFlags = () => [
  ...contentsFlags(),
  new Option('--mobile-contents <html>', 'the mobile HTML (default: the desktop HTML)'),
  new Option('--status <status>', 'active (shown) or off').choices(Object.keys(POPUP_STATUSES)),
  new Option('--force-show', 'show it even to members who chose to hide it'),
  new Option('--hide-hours <n>', 'how long a member may hide it').argParser(wholeNumber('--hide-hours')),
  new Option('--left <px>', 'desktop position from the left').argParser(wholeNumber('--left')),
  new Option('--right <px>', 'desktop position from the right').argParser(wholeNumber('--right')),
  yesFlag(),
  ...outputFlags(),
];
