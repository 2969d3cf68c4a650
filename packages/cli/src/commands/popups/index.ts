import { defineGroup } from '../defineCommand';

export const group = defineGroup(['popups'], 'List, add, edit and remove site popups (HTML is sanitised)');
