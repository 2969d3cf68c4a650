import { defineGroup } from '../defineCommand';
import { BOARD_COMMANDS, type BoardCommand } from './boardCommands';

/**
 * The group word of one staff board (`kbet notices …`).
 * @example boardGroup('notices').description // 'List, add, edit and remove site notices (HTML is sanitised)'
 */
export const boardGroup = (board: BoardCommand) =>
  defineGroup([board], `List, add, edit and remove ${BOARD_COMMANDS[board].what}s (HTML is sanitised)`);
