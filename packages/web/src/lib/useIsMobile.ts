import { MOBILE_MAX_WIDTH } from '@kbet/sdk/constants';
import { useMediaQuery } from './useMediaQuery';

/** The media query of the mobile layout, for queries that add conditions to it. */
export const MOBILE_QUERY = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

/**
 * Whether the screen gets the mobile layout (spec §2: 767 px or less), following changes.
 * @example const mobile = useIsMobile();
 */
export const useIsMobile = (): boolean => useMediaQuery(MOBILE_QUERY);
