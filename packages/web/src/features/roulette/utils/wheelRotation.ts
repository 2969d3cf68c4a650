/** Whole turns the wheel makes before it settles on the prize. */
export const WHEEL_TURNS = 5;

/**
 * The wheel's next rotation in degrees (clockwise, accumulating so the wheel always turns forward): a few
 * whole turns, then the segment's centre under the pointer at the top. Segment 0 starts at the top and
 * segments run clockwise.
 * @example wheelRotation(0, 0, 4) // 1755: five turns, then back by half a segment (45°)
 */
export function wheelRotation(
  previous: number,
  segment: number,
  segments: number,
  turns = WHEEL_TURNS,
): number {
  const size = 360 / segments;
  const target = (360 - (segment + 0.5) * size) % 360;
  const current = ((previous % 360) + 360) % 360;
  // Rounded, so float noise never turns 0° into an extra 359.99…° turn.
  const forward = (Math.round((target - current + 360) * 1e6) / 1e6) % 360;
  return previous + turns * 360 + forward;
}

/**
 * The segment under the top pointer at a rotation (the inverse of wheelRotation).
 * @example segmentAt(1755, 4) // 0
 */
export function segmentAt(rotation: number, segments: number): number {
  const size = 360 / segments;
  const atPointer = (((-rotation % 360) + 360) % 360) / size;
  return Math.floor(atPointer) % segments;
}
