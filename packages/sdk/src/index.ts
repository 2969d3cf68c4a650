/**
 * @kbet/sdk public API. Explicit named exports, grouped by domain.
 * Each section is owned by its folder; add exports inside the matching section only.
 */

// --- i18n ---
export * as ko from './i18n/ko';

// --- validation ---
export type { ValidationResult } from './validation/result';
// (end validation)

// --- constants ---
// (end constants)

// --- odds ---
// (end odds)

// --- betslip & stores & events ---
// (end betslip)

// --- session & permissions & pagination ---
// (end session)

// --- errors ---
// (end errors)

// --- schemas ---
// (end schemas)

// --- api client ---
// (end api)
