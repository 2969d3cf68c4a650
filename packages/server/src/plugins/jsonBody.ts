import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { httpErrors } from '../errors/httpErrors';

/** The deepest arrays-and-objects nesting a JSON body may have: far above any form of this API. */
export const MAX_BODY_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

/**
 * Whether JSON text nests arrays and objects deeper than `max`: one pass over the raw text, brackets inside
 * strings skipped, so it is linear and needs no parse (malformed text is left to JSON.parse to refuse).
 * @example nestingExceeds('[[1]]', 1) // true
 */
export function nestingExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > max) return true;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) depth--;
  }
  return false;
}

/**
 * Replaces Fastify's JSON body parser with one that refuses a body nested deeper than MAX_BODY_DEPTH
 * (400 ERR_INPUT_TOO_DEEP) before JSON.parse, so nothing after it (validation, hashing) walks a hostile
 * depth. The size is bounded before that by the app's bodyLimit (413). Parsing stays Fastify's own, with
 * its __proto__ and constructor.prototype refusals.
 */
const jsonBody: FastifyPluginAsync = async (app) => {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (nestingExceeds(text, MAX_BODY_DEPTH)) {
      done(httpErrors.inputTooDeep(), undefined);
      return;
    }
    parse(request, text, done);
  });
};

export default fp(jsonBody, { name: 'json-body' });
