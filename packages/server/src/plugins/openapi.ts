import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { toJSONSchema } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';

const isZodSchema = (schema: unknown): schema is $ZodType =>
  typeof schema === 'object' && schema !== null && '_zod' in schema;

/** Requests are documented as they are accepted (input), responses as they are sent (output). */
const toJson = (schema: unknown, io: 'input' | 'output'): unknown =>
  isZodSchema(schema) ? toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' }) : schema;

const REQUEST_PARTS = ['body', 'querystring', 'params', 'headers'] as const;

/** OpenAPI 3 generated from the routes' zod schemas: UI at /docs, JSON at /docs/json. */
const openapi: FastifyPluginAsync = async (app) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'kbet API',
        version: '0.1.0',
        description:
          'Play-money demo by default. Errors are `{ code, message, data? }` with a Korean `message`; ' +
          '555 = logged in elsewhere, 556 = logged out, 406 = outside allowed regions.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          cookie: { type: 'apiKey', in: 'cookie', name: 'kbet_session' },
        },
      },
    },
    transform: ({ schema, url }) => {
      if (!schema) return { schema, url };
      const converted: Record<string, unknown> = { ...schema };
      for (const part of REQUEST_PARTS) {
        if (schema[part] !== undefined) converted[part] = toJson(schema[part], 'input');
      }
      if (schema.response) {
        converted.response = Object.fromEntries(
          Object.entries(schema.response as Record<string, unknown>).map(([status, value]) => [
            status,
            toJson(value, 'output'),
          ]),
        );
      }
      return { schema: converted as typeof schema, url };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
};

export default fp(openapi, { name: 'openapi' });
