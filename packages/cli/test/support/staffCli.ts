import {
  type CliTestContext,
  cliTestContext,
  DEMO_PASSWORD,
  startServer,
  type TestServer,
} from '@kbet/testkit';
import { expect } from 'vitest';
import { run as login } from '../../src/commands/login';
import { readConfig, writeConfig } from '../../src/config/cliConfig';

/** The CLI signed in as staff (admin01) against a real server, as each command test file needs it. */
export interface StaffCli {
  /** Starts the server and logs the CLI in through its own login command. */
  start(): Promise<TestServer>;
  /** A fresh CLI context already holding the staff session; cleaned up by `cleanup`. */
  context(options?: Parameters<typeof cliTestContext>[0]): Promise<CliTestContext>;
  /** A fresh CLI context with no session; cleaned up by `cleanup`. */
  blank(options?: Parameters<typeof cliTestContext>[0]): Promise<CliTestContext>;
  /**
   * Logs `ctx` in as admin01 with the CLI's login command; later contexts use this session, since a new
   * login ends the member's earlier one.
   */
  signIn(ctx: CliTestContext): Promise<void>;
  /** The staff session's token, for a request the test sends itself. */
  token(): string;
  /** Removes the contexts made since the last call (an afterEach hook). */
  cleanup(): Promise<void>;
}

/**
 * One staff CLI session per test file.
 * @example const staff = staffCli(); beforeAll(async () => { server = await staff.start(); }); afterEach(staff.cleanup);
 */
export function staffCli(): StaffCli {
  const cleanups: (() => Promise<void>)[] = [];
  let url = '';
  let token = '';
  const fresh = async (options?: Parameters<typeof cliTestContext>[0]) => {
    const ctx = await cliTestContext(options);
    cleanups.push(ctx.cleanup);
    return ctx;
  };
  const signIn = async (ctx: CliTestContext) => {
    expect(await login({ url, user: 'admin01', password: DEMO_PASSWORD }, ctx)).toBe(0);
    token = (await readConfig(ctx)).token ?? '';
  };
  return {
    async start() {
      const server = await startServer();
      url = server.url;
      await signIn(await fresh());
      return server;
    },
    blank: fresh,
    signIn,
    async context(options) {
      const ctx = await fresh(options);
      await writeConfig(ctx, { url, token, userId: 'admin01' });
      return ctx;
    },
    token: () => token,
    async cleanup() {
      await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
    },
  };
}
