import * as z from 'zod/mini';
import { BONUS_FIXTURE_ID, BONUS_FIXTURE_WIRE_ID } from '../constants/bonusFixture';
import { readWholeAmount } from '../core/readWholeAmount';
import type { ValidationResult } from '../core/result';
import { AMOUNT_NUMERIC, FIELD_REQUIRED } from '../i18n/ko';
import { ODDS_MAX_SCALE, tryParseDecimal } from '../odds/decimal';

// Bundle budget: the schemas use only zod's smallest parts (object, string, number, boolean, literal, array,
// optional, nullable, pipe, transform, custom, refine). Ranges, lengths, dates and unions are refines, and
// shapes are reused by spreading `.shape`, which keeps zod's share of the SDK near 6 KB gzipped instead of 10.

/**
 * A safe integer from `min` to `max`.
 * @example int(1, 42).parse(7) // 7
 */
export const int = (min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER) =>
  z
    .number()
    .check(
      z.refine(
        (n) => Number.isSafeInteger(n) && n >= min && n <= max,
        `Expected an integer from ${min} to ${max}`,
      ),
    );

/** With the u flag a surrogate pair is one code point, so only an unpaired half matches. */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Text without an unpaired UTF-16 surrogate, which no UTF-8 store keeps (PostgreSQL's jsonb refuses it).
 * @example wellFormed.parse('공지 🎉') // '공지 🎉'
 */
export const wellFormed = z
  .string()
  .check(z.refine((s) => !LONE_SURROGATE.test(s), 'Expected well-formed text (no unpaired surrogate)'));

/**
 * A well-formed string of `min` to `max` characters; `message` (a ko.ts text) is what a length failure says,
 * so a server answers with that message's name.
 * @example str(4, 4).parse('5678') // '5678'
 */
export const str = (
  min: number,
  max = Number.MAX_SAFE_INTEGER,
  message = `Expected ${min} to ${max} characters`,
) => wellFormed.check(z.refine((s) => s.length >= min && s.length <= max, message));

/**
 * An https address a page may link to (an operator's chat channel): no other scheme (javascript:, data:),
 * no spaces or quotes, at most 300 characters.
 * @example HttpsUrl.parse('https://t.me/kbet_support')
 */
export const HttpsUrl = str(12, 300).check(z.regex(/^https:\/\/[^\s"'<>\\]+$/, 'Expected an https address'));

/**
 * An array with at least one item.
 * @example nonEmpty(Id).parse([1]) // [1]
 */
export const nonEmpty = <T extends z.ZodMiniType>(item: T) =>
  z.array(item).check(z.refine((items) => items.length > 0, 'Expected at least one item'));

/** Any safe integer (codes, flags with more than two values, feed ids). */
export const Int = int();

/** A database id. */
export const Id = int(1);

/** The largest value of a PostgreSQL integer (int4) column: a request past it cannot even be compared there. */
export const INT32_MAX = 2_147_483_647;

/** An integer a PostgreSQL integer column holds (codes, positions, minutes, feed sport/location/league ids). */
export const Int32 = int(-INT32_MAX - 1, INT32_MAX);

/** A database id of an integer column (members, charges, notices, popups, messages, inquiries). */
export const Id32 = int(1, INT32_MAX);

/** An integer a PostgreSQL smallint column holds (statuses, types, flags with more than two values). */
export const Int16 = int(-32_768, 32_767);

/** A money amount in whole won (spec: integers only), never negative. */
export const Won = int(0);

/** A signed money delta in whole won (ledger entries, point and comp log lines). */
export const SignedWon = Int;

/** A count (coupons, rows, unread messages). */
export const Count = Won;

/** A non-empty string: the spec's "required" fields. */
export const Text = str(1);

/**
 * A well-formed form field the member must fill (not blank) of at most `max` characters; a blank one fails with the
 * spec's 위 항목을 입력해주세요., which the server answers as FIELD_REQUIRED.
 * @example required(200).parse('출금 문의') // '출금 문의'
 */
export const required = (max: number) =>
  wellFormed.check(
    z.refine((s) => s.trim().length > 0, FIELD_REQUIRED),
    z.refine((s) => s.length <= max, `Expected at most ${max} characters`),
  );

/**
 * A check that runs an SDK rule and reports its failure as the issue: the rule's ko.ts message, and its code
 * in `params.code` (two exports may share a text), so a server answers exactly what the client's rule says.
 * @example z.number().check(rule(validatePointConvert))
 */
export const rule = <T>(validate: (value: T) => ValidationResult<unknown>) =>
  z.check<T>((payload) => {
    const result = validate(payload.value);
    if (!result.ok)
      payload.issues.push({
        code: 'custom',
        message: result.message,
        params: { code: result.code },
        input: payload.value,
      });
  });

/**
 * An amount the member typed (won, points, comp, coins) as the wire carries it: a number (AMOUNT_NUMERIC,
 * FIELD_REQUIRED when missing) that passes `validate`, the field's SDK rule; by default whole (AMOUNT_NO_DECIMALS).
 * @example amount(validatePointConvert).parse(5000) // 5000
 */
export const amount = (validate: (value: number) => ValidationResult<unknown> = readWholeAmount) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? FIELD_REQUIRED : AMOUNT_NUMERIC) })
    .check(rule(validate));

/** A server text message shown to the member as is (spec §8: "server text shown"). */
export const MessageText = z.string();

const dated = (pattern: RegExp, what: string) =>
  z
    .string()
    .check(z.refine((s) => pattern.test(s) && !Number.isNaN(Date.parse(s)), `Expected an ISO ${what}`));

/** An ISO-8601 date-time with a zone (Z or an offset). */
export const IsoDateTime = dated(
  /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/,
  'date-time with a zone',
);

/** An ISO-8601 calendar day (YYYY-MM-DD). */
export const IsoDay = dated(/^\d{4}-\d\d-\d\d$/, 'day');

/** A 0/1 flag as the spec's entities carry it. */
export const Flag = z.literal([0, 1]);

/**
 * An exact non-negative decimal, string or number on the wire, normalised to its string form so it never goes
 * through float arithmetic. Accepts exactly what the odds module parses.
 * @example decimal().parse(1.85) // '1.85'
 */
export const decimal = (maxScale = ODDS_MAX_SCALE) =>
  // A codec rather than a transform, so a request holding one can be encoded back for the wire (z.encode).
  z.codec(
    z.custom<string | number>(
      (v) => (typeof v === 'string' || typeof v === 'number') && tryParseDecimal(v, maxScale) !== null,
      'Expected a decimal',
    ),
    z.string(),
    { decode: String, encode: (text) => text },
  );

/** Odds such as "1.955": at most 3 decimals, normalised to a string. */
export const Odds = decimal();

/** A percentage such as a rolling or point rate, kept exact like odds. */
export const Rate = decimal();

/** A feed key (odds id, version) that arrives as a number or a string; normalised to a string. */
export const Ref = z.codec(
  z.custom<string | number>(
    (v) => (typeof v === 'string' && v !== '') || Number.isSafeInteger(v),
    'Expected a key',
  ),
  z.string(),
  { decode: String, encode: (text) => text },
);

const FIXTURE_ID_TEXT = /^[1-9]\d{0,15}$/;

/**
 * A fixture id: a number in the typed surface, whatever the wire carries (a number, its digits as a string, or
 * 'bonus' for the bonus item, spec §3, which reads as BONUS_FIXTURE_ID). Encoding gives the wire's string form.
 * @example FixtureRef.parse('bonus') // 0
 * @example z.encode(FixtureRef, 9001) // '9001'
 */
export const FixtureRef = z.codec(
  z.custom<string | number>(
    (v) =>
      v === BONUS_FIXTURE_WIRE_ID ||
      (typeof v === 'number' && Number.isSafeInteger(v) && v >= 1) ||
      (typeof v === 'string' && FIXTURE_ID_TEXT.test(v) && Number.isSafeInteger(Number(v))),
    'Expected a fixture id',
  ),
  z.number(),
  {
    decode: (wire) => (wire === BONUS_FIXTURE_WIRE_ID ? BONUS_FIXTURE_ID : Number(wire)),
    encode: (id) => (id === BONUS_FIXTURE_ID ? BONUS_FIXTURE_WIRE_ID : String(id)),
  },
);

/** Page and page size of a list query. */
export const Paging = z.object({ page: Id, perpage: Id });

/** The body of every failed kbet response. */
export const ApiErrorBody = z.object({
  code: z.string(),
  message: z.string(),
  data: z.optional(z.unknown()),
}); // kbet's own shape

/**
 * A page of rows with the total row count.
 * @example page(LedgerEntry).parse({ items: [], total: 0 })
 */
export const page = <T extends z.ZodMiniType>(item: T) => z.object({ items: z.array(item), total: Count }); // kbet's own shape

export type Id = z.infer<typeof Id>;
export type Won = z.infer<typeof Won>;
export type SignedWon = z.infer<typeof SignedWon>;
export type IsoDateTime = z.infer<typeof IsoDateTime>;
export type IsoDay = z.infer<typeof IsoDay>;
export type Flag = z.infer<typeof Flag>;
export type Odds = z.infer<typeof Odds>;
export type Rate = z.infer<typeof Rate>;
export type Ref = z.infer<typeof Ref>;
export type FixtureRef = z.infer<typeof FixtureRef>;
export type Paging = z.infer<typeof Paging>;
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;
