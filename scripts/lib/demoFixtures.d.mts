/** Writes the fixed demo sports board unless the feed already has open fixtures; returns how many it wrote. */
export function seedDemoFixtures(databaseUrl: string, now?: Date): Promise<number>;
