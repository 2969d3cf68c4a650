import { sortedInPlace } from '../domain/text/sortedInPlace';

/** An array or object being written: its items (or sorted keys) and how far the walk has got through them. */
type Frame =
  | { array: readonly unknown[]; index: number }
  | { record: Record<string, unknown>; keys: string[]; index: number; wrote: boolean };

const isContainer = (value: unknown): value is object => typeof value === 'object' && value !== null;

/** An array index as a property key (canonical digits below 2^32 - 1): JavaScript lists such keys first. */
const isArrayIndex = (key: string): boolean => {
  const first = key.charCodeAt(0);
  return first >= 48 && first <= 57 && /^(?:0|[1-9]\d{0,9})$/.test(key) && Number(key) < 4_294_967_295;
};

/**
 * An object's keys in the order the former sorted copy listed them: that copy was a new object, and an object lists
 * its array-index keys first, in numeric order, then its other keys in the order they were added (sorted there).
 * Object.keys gives the array-index keys first in numeric order already; the rest are sorted here, in place when
 * there are no index keys (the keys array is this walk's own), and not copied when they are sorted already.
 */
function copyOrder(record: Record<string, unknown>): string[] {
  const keys = Object.keys(record);
  let indexKeys = 0;
  while (indexKeys < keys.length && isArrayIndex(keys[indexKeys] as string)) indexKeys++;
  let sorted = true;
  for (let at = indexKeys + 1; sorted && at < keys.length; at++)
    sorted = (keys[at - 1] as string) < (keys[at] as string);
  if (sorted) return keys;
  if (indexKeys === 0) return sortedInPlace(keys);
  return keys.slice(0, indexKeys).concat(keys.slice(indexKeys).sort());
}

/** Whether JSON.stringify writes `text` as it is between quotes: no quote, backslash, control or surrogate unit. */
function isPlain(text: string): boolean {
  for (let at = 0; at < text.length; at++) {
    const unit = text.charCodeAt(at);
    if (unit < 0x20 || unit === 0x22 || unit === 0x5c || (unit >= 0xd800 && unit <= 0xdfff)) return false;
  }
  return true;
}

/**
 * Appends a primitive's JSON text, as JSON.stringify writes it; false (nothing appended) when it has none
 * (undefined, a function, a symbol). A plain string goes in as its quotes and itself, with no new string.
 */
function appendPrimitive(parts: string[], value: unknown): boolean {
  if (typeof value === 'string' && isPlain(value)) {
    parts.push('"', value, '"');
    return true;
  }
  const text = JSON.stringify(value);
  if (text === undefined) return false;
  parts.push(text);
  return true;
}

/**
 * Appends `value`'s canonical JSON text (canonicalJson's) to `parts`, to be joined once: the pieces are the body's
 * own strings and constant punctuation, so a request's hash text is one string, not one per key and value.
 * False (nothing appended) when `value` has no JSON text.
 * @example const parts = ['[']; if (!appendCanonicalJson(parts, body)) parts.push('null'); parts.push(']');
 */
export function appendCanonicalJson(parts: string[], value: unknown): boolean {
  if (!isContainer(value)) return appendPrimitive(parts, value);
  const stack: Frame[] = [];
  const open = (container: object): void => {
    if (Array.isArray(container)) {
      parts.push('[');
      stack.push({ array: container, index: 0 });
    } else {
      parts.push('{');
      const record = container as Record<string, unknown>;
      stack.push({ record, keys: copyOrder(record), index: 0, wrote: false });
    }
  };
  open(value);
  for (let frame = stack.at(-1); frame; frame = stack.at(-1)) {
    if ('array' in frame) {
      if (frame.index === frame.array.length) {
        parts.push(']');
        stack.pop();
        continue;
      }
      if (frame.index > 0) parts.push(',');
      const item = frame.array[frame.index++];
      if (isContainer(item)) open(item);
      else if (!appendPrimitive(parts, item)) parts.push('null');
      continue;
    }
    if (frame.index === frame.keys.length) {
      parts.push('}');
      stack.pop();
      continue;
    }
    const key = frame.keys[frame.index++] as string;
    const item = frame.record[key];
    // A value with no JSON text (undefined, a function, a symbol) leaves its key out.
    if (typeof item === 'undefined' || typeof item === 'function' || typeof item === 'symbol') continue;
    if (frame.wrote) parts.push(',');
    frame.wrote = true;
    appendPrimitive(parts, key);
    parts.push(':');
    if (isContainer(item)) open(item);
    else appendPrimitive(parts, item);
  }
  return true;
}

/**
 * JSON text of `value` with object keys in one order, so `{a,b}` and `{b,a}` are the same request (the idempotency
 * claim's hash): in one pass, without a sorted copy of each object for JSON.stringify to walk again. The text is
 * JSON.stringify's of that sorted copy, character for character, so stored hashes stay valid: an object is its own
 * enumerable keys (array-index keys first, as the copy listed them), a key whose value is undefined or a function
 * is left out, and such an item of an array is null.
 * Iterative, with a frame per open array or object, so a deeply nested body costs no call stack.
 * @example canonicalJson({ b: 1, a: [true] }); // '{"a":[true],"b":1}'
 */
export function canonicalJson(value: unknown): string | undefined {
  const parts: string[] = [];
  return appendCanonicalJson(parts, value) ? parts.join('') : undefined;
}
