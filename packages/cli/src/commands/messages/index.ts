import { defineGroup } from '../defineCommand';

export const group = defineGroup(['messages'], 'Messages to members');
