import type { DrawStream } from '../fairness/createDrawStream';

/** One market of an event: a pure predicate over its result. */
export interface VirtualMarketSpec<R> {
  /** Stable id, `<group>:<selection>` ('1x2:home', 'forecast:3-1'). */
  readonly id: string;
  readonly group: string;
  /** Korean label as the cart shows it. */
  readonly label: string;
  readonly wins: (result: R) => boolean;
}

/** Every result an event can have, as cells with exact integer weights summing to `total`. */
export interface VirtualSpace<R> {
  readonly total: bigint;
  readonly cells: readonly (readonly [result: R, weight: bigint])[];
}

/** A sport's model: the seeded draw, its exact distribution and the markets it prices. */
export interface VirtualModel<E, R> {
  /** The event's result from the round's byte stream (games-fairness.md). */
  draw(stream: DrawStream, event: E): R;
  space(event: E): VirtualSpace<R>;
  markets(event: E): readonly VirtualMarketSpec<R>[];
  /** A result's cell key: the calibration test counts draws per key. */
  key(result: R): string;
}
