import * as z from 'zod/mini';
import { ValidationError } from '../errors/validationError';
import { ERR_INVALID_INPUT } from '../i18n/ko';
import type { CallBody } from './createSend';

/**
 * A typed request body in the wire's form (the schema's codecs run backwards: a fixture id 0 becomes 'bonus'); a
 * body the schema refuses is a ValidationError (ERR_INVALID_INPUT, naming the first field at fault), not a send.
 * @example toWireBody(BetRequest, toBetRequest(slip, { memberId: 7, amount: 5000 })).bettings[0].fixtureId // '9001'
 */
export function toWireBody<S extends z.ZodMiniType>(schema: S, body: CallBody<S>): z.input<S> {
  // Encoding reads the body and builds a new one, so a frozen (readonly) body is safe to pass.
  const encoded = z.safeEncode(schema, body as z.output<S>);
  if (encoded.success) return encoded.data;
  const field = encoded.error.issues[0]?.path.map(String).join('.');
  throw new ValidationError('ERR_INVALID_INPUT', ERR_INVALID_INPUT, field);
}
