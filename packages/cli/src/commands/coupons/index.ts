import { defineGroup } from '../defineCommand';

export const group = defineGroup(['coupons'], 'Roulette coupons');
