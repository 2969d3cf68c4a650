import { defineGroup } from '../defineCommand';

export const group = defineGroup(['balance'], "Correct members' wallets");
