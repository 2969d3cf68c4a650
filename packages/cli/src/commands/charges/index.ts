import { defineGroup } from '../defineCommand';

export const group = defineGroup(['charges'], 'List and decide deposits and withdrawals');
