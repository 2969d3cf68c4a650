/** Colour names for status chips; the UI maps them to its palette. */
export type StatusColor = 'red' | 'green' | 'yellow' | 'black' | 'grey' | 'blue';
