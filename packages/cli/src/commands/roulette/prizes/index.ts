import { defineGroup } from '../../defineCommand';

export const group = defineGroup(['roulette', 'prizes'], "The wheels' prize weights");
