import { defineGroup } from '../defineCommand';

export const group = defineGroup(['members'], 'Search, inspect, approve, reject and ban members');
