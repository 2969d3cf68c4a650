import type { ChildProcess } from 'node:child_process';
import type { Browser } from 'playwright-core';

export const ROOT: string;
export const CHROMIUM_PATH: string;
export const CHROMIUM_ARGS: readonly string[];

export interface RunningKbet {
  /** http://127.0.0.1:<port>, serving the API and the built site. */
  url: string;
  /** The server's database, for test set-up the UI cannot do (moving odds as the feed would). */
  databaseUrl: string;
  stop(): Promise<void>;
}

export function assertPrerequisites(): void;
export function buildServerIfStale(root?: string): boolean;
export function freePort(): Promise<number>;
export function fromServer(name: string): Promise<unknown>;
export function startPostgres(dataDir: string): Promise<{ pg: { stop(): Promise<void> }; url: string }>;
export function spawnServer(env: Record<string, string>): Promise<ChildProcess>;
export function stopChild(child: ChildProcess): Promise<void>;
export function startKbet(options?: { env?: Record<string, string> }): Promise<RunningKbet>;
export function launchChromium(): Promise<Browser>;
