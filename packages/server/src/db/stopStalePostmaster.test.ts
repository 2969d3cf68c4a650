import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isProcessAlive, runningPostmaster, stopStalePostmaster } from './stopStalePostmaster';

/** A long-lived process with `args` on its command line, standing in for a left-over postmaster. */
const idle = (...args: string[]): ChildProcess =>
  spawn(process.execPath, ['-e', 'setInterval(() => {}, 60_000)', ...args], { stdio: 'ignore' });

describe('stopStalePostmaster', () => {
  let dataDir = '';
  const children: ChildProcess[] = [];
  const lock = (pid: number | undefined) =>
    writeFile(join(dataDir, 'postmaster.pid'), `${pid}\n${dataDir}\n1795678279\n5432\n`);

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'kbet-stale-'));
  });
  afterEach(async () => {
    for (const child of children.splice(0)) child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('does nothing without a lock file or when its pid is dead', async () => {
    expect(await stopStalePostmaster(dataDir)).toBeUndefined();
    const gone = idle();
    children.push(gone);
    await new Promise((resolve) => gone.once('spawn', resolve));
    gone.kill('SIGKILL');
    await new Promise((resolve) => gone.once('exit', resolve));
    await lock(gone.pid);
    expect(await stopStalePostmaster(dataDir)).toBeUndefined();
  });

  it('leaves alone a live process that is not running this data directory (a reused pid)', async () => {
    const stranger = idle('/some/other/data');
    children.push(stranger);
    await new Promise((resolve) => stranger.once('spawn', resolve));
    await lock(stranger.pid);
    expect(await runningPostmaster(dataDir)).toBeUndefined();
    expect(await stopStalePostmaster(dataDir)).toBeUndefined();
    expect(await isProcessAlive(stranger.pid ?? 0)).toBe(true);
  });

  it('stops the process running this data directory and waits until it is gone', async () => {
    const leftOver = idle(dataDir);
    children.push(leftOver);
    await new Promise((resolve) => leftOver.once('spawn', resolve));
    await lock(leftOver.pid);
    expect(await runningPostmaster(dataDir)).toBe(leftOver.pid);
    expect(await stopStalePostmaster(dataDir)).toBe(leftOver.pid);
    expect(
      leftOver.signalCode ?? (await new Promise((resolve) => leftOver.once('exit', (_, s) => resolve(s)))),
    ).toBe('SIGINT');
  });
});
