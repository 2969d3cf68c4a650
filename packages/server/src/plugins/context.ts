import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Sql } from '../db/createSql';
import { createGroupCommit, type GroupCommit } from '../db/groupCommit';
import type { RandomBytes } from '../domain/minigame/commitChain';
import { createRepositories, type Repositories } from '../repositories';

declare module 'fastify' {
  interface FastifyInstance {
    sql: Sql;
    repos: Repositories;
    config: Config;
    clock: Clock;
    /** Secrets the simulators commit to (chains): node:crypto's unless a test seeds them. */
    randomBytes: RandomBytes;
    /** One transaction for the placements queued on one wallet (withIdempotency's `batched`). */
    groupCommit: GroupCommit;
  }
}

export interface ContextOptions {
  sql: Sql;
  config: Config;
  clock: Clock;
  randomBytes: RandomBytes;
}

/** Shares the pool, repositories, config and clock with every route as `app.sql`, `app.repos`, `app.groupCommit`, … */
const context: FastifyPluginAsync<ContextOptions> = async (app, { sql, config, clock, randomBytes }) => {
  app.decorate('sql', sql);
  app.decorate('repos', createRepositories(sql));
  app.decorate('config', config);
  app.decorate('clock', clock);
  app.decorate('randomBytes', randomBytes);
  app.decorate('groupCommit', createGroupCommit(sql));
};

export default fp(context, { name: 'context' });
