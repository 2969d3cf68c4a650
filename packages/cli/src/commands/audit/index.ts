import { defineGroup } from '../defineCommand';

export const group = defineGroup(['audit'], 'Read the audit log');
