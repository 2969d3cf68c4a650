import type { BoardCategory } from '@kbet/sdk/admin';

/** The staff boards as the CLI names them: `kbet notices|events|betting-rules|community-notices …`. */
export const BOARD_COMMANDS = {
  notices: { category: 'notice', what: 'site notice' },
  events: { category: 'event', what: 'event' },
  'betting-rules': { category: 'betting_rule', what: 'betting rule' },
  'community-notices': { category: 'community_notice', what: 'community notice' },
} as const satisfies Record<string, { category: BoardCategory; what: string }>;

export type BoardCommand = keyof typeof BOARD_COMMANDS;
