import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Sql } from '../db/createSql';
import { createRepositories, type Repositories } from '../repositories';

declare module 'fastify' {
  interface FastifyInstance {
    sql: Sql;
    repos: Repositories;
    config: Config;
    clock: Clock;
  }
}

export interface ContextOptions {
  sql: Sql;
  config: Config;
  clock: Clock;
}

/** Shares the pool, repositories, config and clock with every route as `app.sql`, `app.repos`, … */
const context: FastifyPluginAsync<ContextOptions> = async (app, { sql, config, clock }) => {
  app.decorate('sql', sql);
  app.decorate('repos', createRepositories(sql));
  app.decorate('config', config);
  app.decorate('clock', clock);
};

export default fp(context, { name: 'context' });
