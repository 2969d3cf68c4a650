/**
 * Where the API lives: the site's own origin in production (the server serves both), /api through Vite's
 * proxy in development; VITE_API_URL overrides either.
 */
export const API_URL: string = import.meta.env.VITE_API_URL ?? (import.meta.env.DEV ? '/api' : '');
