import type { DownlineArea } from '@kbet/react';
import { isUnder } from '@kbet/sdk';

/**
 * The area a path belongs to: the recommender pages share the partner pages' components over their own API.
 * @example areaOf('/recommender/member') // 'recommender'
 */
export const areaOf = (pathname: string): DownlineArea =>
  isUnder(pathname, '/recommender') ? 'recommender' : 'partner';
