/** An array or object being written: its items (or sorted keys) and how far the walk has got through them. */
type Frame =
  | { array: readonly unknown[]; index: number }
  | { record: Record<string, unknown>; keys: string[]; index: number; wrote: boolean };

const isContainer = (value: unknown): value is object => typeof value === 'object' && value !== null;

/** An array index as a property key (canonical digits below 2^32 - 1): JavaScript lists such keys first. */
const isArrayIndex = (key: string): boolean =>
  /^(?:0|[1-9]\d{0,9})$/.test(key) && Number(key) < 4_294_967_295;

/**
 * An object's keys in the order the former sorted copy listed them: that copy was a new object, and an object lists
 * its array-index keys first, in numeric order, then its other keys in the order they were added (sorted there).
 * Object.keys gives the array-index keys first in numeric order already; the rest are sorted here.
 */
function copyOrder(record: Record<string, unknown>): string[] {
  const keys = Object.keys(record);
  let indexKeys = 0;
  while (indexKeys < keys.length && isArrayIndex(keys[indexKeys] as string)) indexKeys++;
  return keys.slice(0, indexKeys).concat(keys.slice(indexKeys).sort());
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
  if (!isContainer(value)) return JSON.stringify(value);
  let text = '';
  const stack: Frame[] = [];
  const open = (container: object): void => {
    if (Array.isArray(container)) {
      text += '[';
      stack.push({ array: container, index: 0 });
    } else {
      text += '{';
      const record = container as Record<string, unknown>;
      stack.push({ record, keys: copyOrder(record), index: 0, wrote: false });
    }
  };
  open(value);
  for (let frame = stack.at(-1); frame; frame = stack.at(-1)) {
    if ('array' in frame) {
      if (frame.index === frame.array.length) {
        text += ']';
        stack.pop();
        continue;
      }
      if (frame.index > 0) text += ',';
      const item = frame.array[frame.index++];
      if (isContainer(item)) open(item);
      else text += JSON.stringify(item) ?? 'null';
      continue;
    }
    if (frame.index === frame.keys.length) {
      text += '}';
      stack.pop();
      continue;
    }
    const key = frame.keys[frame.index++] as string;
    const item = frame.record[key];
    const primitive = isContainer(item) ? undefined : JSON.stringify(item);
    // A primitive with no JSON text (undefined, a function) leaves its key out.
    if (!isContainer(item) && primitive === undefined) continue;
    text += `${frame.wrote ? ',' : ''}${JSON.stringify(key)}:`;
    frame.wrote = true;
    if (isContainer(item)) open(item);
    else text += primitive;
  }
  return text;
}
