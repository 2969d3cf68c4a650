/** Array-index keys: a plain object lists them first, in numeric order, whatever order they were added in. */
const INDEX_KEY = /^(?:0|[1-9]\d{0,9})$/;
const isIndexKey = (key: string): boolean => INDEX_KEY.test(key) && Number(key) < 4_294_967_295;

/** The order JSON.stringify lists a plain object's keys in when they were added sorted. */
const keyOrder = (a: string, b: string): number => {
  const aIndex = isIndexKey(a);
  if (aIndex !== isIndexKey(b)) return aIndex ? -1 : 1;
  if (aIndex) return Number(a) - Number(b);
  return a < b ? -1 : a > b ? 1 : 0;
};

/**
 * JSON text of a value with every object's keys sorted, so `{a,b}` and `{b,a}` give the same text. Written
 * directly instead of through sorted copies of the objects (about 2.9 KB of a bet's allocation), and exactly
 * the text `JSON.stringify` gave for those copies (the copies' index keys first, `undefined` and functions
 * dropped from objects and null in arrays): stored request hashes of the Idempotency-Keys sent before still match.
 * @example canonicalJson({ b: 1, a: [2] }) // '{"a":[2],"b":1}'
 */
export function canonicalJson(value: unknown): string | undefined {
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) out += `${i > 0 ? ',' : ''}${canonicalJson(value[i]) ?? 'null'}`;
    return `${out}]`;
  }
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    let out = '';
    for (const key of Object.keys(record).sort(keyOrder)) {
      const text = canonicalJson(record[key]);
      if (text !== undefined) out += `${out === '' ? '' : ','}${JSON.stringify(key)}:${text}`;
    }
    return `{${out}}`;
  }
  // undefined, functions and symbols give undefined (what JSON.stringify drops or writes as null).
  return JSON.stringify(value) as string | undefined;
}
