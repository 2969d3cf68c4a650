import { ko } from '@kbet/sdk';
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { isInsufficientFundsError } from '../domain/ledger';
import { isHttpError } from '../errors/httpError';
import { httpErrors } from '../errors/httpErrors';
import { isRequestValidationError } from './zodValidation';

interface ErrorBody {
  code: string;
  message: string;
  data?: unknown;
}

const body = (code: string, message: string, data?: unknown): ErrorBody =>
  data === undefined ? { code, message } : { code, message, data };

/**
 * One place turns every error into `{ code, message, data? }` with the member-facing Korean message.
 * Details of 5xx errors are logged, never sent.
 */
const errorHandler: FastifyPluginAsync = async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isHttpError(error)) {
      if (error.status === 429) {
        const retry = (error.data as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds;
        if (retry !== undefined) reply.header('retry-after', retry);
      }
      return reply.code(error.status).send(body(error.code, error.message, error.data));
    }
    if (isRequestValidationError(error)) {
      return reply.code(400).send(body(error.code, error.message, { issues: error.issues }));
    }
    if (isInsufficientFundsError(error)) {
      const refusal = httpErrors.insufficientFunds({
        kind: error.details.kind,
        balance: error.details.balance,
      });
      return reply.code(refusal.status).send(body(refusal.code, refusal.message, refusal.data));
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      const tooLarge = httpErrors.inputTooLarge();
      return reply.code(tooLarge.status).send(body(tooLarge.code, tooLarge.message));
    }
    if (status >= 400 && status < 500) {
      // Fastify's own refusals: malformed JSON, unsupported media type, body too large…
      request.log.info({ err: error }, 'request refused');
      return reply.code(status).send(body('ERR_INVALID_INPUT', ko.ERR_INVALID_INPUT));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(body('ERR_UNEXPECTED', ko.ERR_UNEXPECTED));
  });

  app.setNotFoundHandler((_request, reply) => {
    const notFound = httpErrors.notFound();
    return reply.code(404).send(body(notFound.code, notFound.message));
  });
};

export default fp(errorHandler, { name: 'error-handler' });
