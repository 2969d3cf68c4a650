import { defineGroup } from '../defineCommand';

export const group = defineGroup(['sms'], 'SMS simulator support');
