import { defineGroup } from '../defineCommand';

export const group = defineGroup(['roulette'], 'Roulette settings');
