import * as z from 'zod/mini';
import { Count, Int } from './common';

/** A sport row of the sidebar tree (spec §3). */
export const Sport = z.object({
  sport_id: Int,
  sport_name: z.string(),
  name_korean: z.string(),
  cnt: Count,
});

/** GET /sports-prematch/sports. */
export const SportListItem = z.object({ sport_id: Int, name: z.string(), name_korean: z.string() });

/** GET /sports-prematch/location?sportId. */
export const Location = z.object({
  location_id: Int,
  location_name: z.string(),
  name_korean: z.string(),
  image_path: z.nullish(z.string()),
  cnt: Count,
});

/** GET /sports-prematch/league?sportId&locationId. */
export const League = z.object({
  league_id: Int,
  league_name: z.string(),
  name_korean: z.string(),
  location_id: Int,
  sport_id: Int,
  cnt: Count,
});

export const LocationQuery = z.object({ sportId: Int });

export const LeagueQuery = z.object({ ...LocationQuery.shape, locationId: Int });

/** GET sportsMarket: market names with their Korean labels. */
export const Market = z.object({ id: Int, name: z.string(), nameKorean: z.string() });

export type Sport = z.infer<typeof Sport>;
export type SportListItem = z.infer<typeof SportListItem>;
export type Location = z.infer<typeof Location>;
export type League = z.infer<typeof League>;
export type LocationQuery = z.infer<typeof LocationQuery>;
export type LeagueQuery = z.infer<typeof LeagueQuery>;
export type Market = z.infer<typeof Market>;
