/**
 * Which sign-up rules apply where §5 gives two (the coded rules and the form's guide texts):
 * 'coded', 'guide', or 'both' (a value must pass both; the default).
 */
export type SignUpReading = 'coded' | 'guide' | 'both';

export interface SignUpReadingOption {
  readonly reading?: SignUpReading;
}

/** Whether the coded rules apply under a reading. */
export const appliesCoded = (reading: SignUpReading = 'both'): boolean => reading !== 'guide';

/** Whether the guide-text rules apply under a reading. */
export const appliesGuide = (reading: SignUpReading = 'both'): boolean => reading !== 'coded';
