/** A virtual round's (and its events') wire status: GET /virtureGame?status=1 lists the events taking bets. */
export const VIRTUAL_STATUS = { open: 1, closed: 2, playing: 3, settled: 4, void: 5 } as const;

export type VirtualStatus = keyof typeof VIRTUAL_STATUS;
