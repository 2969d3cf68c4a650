import { defineGroup } from '../defineCommand';

export const group = defineGroup(['inquiries'], 'Read and answer customer inquiries');
