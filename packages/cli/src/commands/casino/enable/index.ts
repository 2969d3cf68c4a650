import { commandFor } from '../setProviderEnabled';

export const { run, command } = commandFor(true);
