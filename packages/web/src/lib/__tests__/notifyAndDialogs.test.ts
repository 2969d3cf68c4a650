import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  closeDialog,
  dialogStore,
  isDialogAvailable,
  openDialog,
  preloadDialog,
  setAvailableDialogs,
  toggleDialog,
} from '../dialogs';
import { alert, confirm, notifications, toast } from '../notify';

describe('notify', () => {
  afterEach(() => vi.useRealTimers());

  it('queues alerts and confirms and resolves them with the answer', async () => {
    const seen = vi.fn();
    const off = notifications.subscribe(seen);
    const first = alert('새로운 쪽지가 도착했습니다.');
    const second = confirm('베팅하시겠습니까?', { danger: true });
    const [a, c] = notifications.get();
    expect(a).toMatchObject({ kind: 'alert', message: '새로운 쪽지가 도착했습니다.', title: '알림' });
    expect(c).toMatchObject({
      kind: 'confirm',
      message: '베팅하시겠습니까?',
      danger: true,
      confirmLabel: '확인',
    });
    if (a?.kind !== 'alert' || c?.kind !== 'confirm') throw new Error('unexpected');
    a.done();
    await expect(first).resolves.toBeUndefined();
    c.done(true);
    await expect(second).resolves.toBe(true);
    expect(notifications.get()).toEqual([]);
    expect(seen).toHaveBeenCalledTimes(4);
    off();
  });

  it('removes a toast by itself after 3.5 s', () => {
    vi.useFakeTimers();
    toast('포인트 전환성공', 'success');
    expect(notifications.get()).toMatchObject([
      { kind: 'toast', message: '포인트 전환성공', tone: 'success' },
    ]);
    vi.advanceTimersByTime(3_500);
    expect(notifications.get()).toEqual([]);
  });
});

describe('dialogs', () => {
  it('opens, re-opens with new props on top, toggles and closes by id', () => {
    openDialog('login');
    openDialog('betHistory', { tab: 'sport' });
    openDialog('login', { next: '/' });
    expect(dialogStore.get()).toEqual([
      { id: 'betHistory', props: { tab: 'sport' } },
      { id: 'login', props: { next: '/' } },
    ]);
    toggleDialog('betHistory');
    expect(dialogStore.get().map((d) => d.id)).toEqual(['login']);
    toggleDialog('betHistory');
    closeDialog('login');
    closeDialog('missing');
    expect(dialogStore.get()).toEqual([{ id: 'betHistory', props: {} }]);
    closeDialog('betHistory');
  });

  it('knows which dialogs the app registered', () => {
    const load = vi.fn(async () => ({ login: { preload: async () => {} } }));
    setAvailableDialogs(['login'], load);
    expect(isDialogAvailable('login')).toBe(true);
    expect(isDialogAvailable('signUp')).toBe(false);
    // Knowing the ids does not load the registry: that waits for the first preload or opening.
    expect(load).not.toHaveBeenCalled();
  });

  it("preloads a registered dialog's code, and a failed or unknown preload is no error", async () => {
    const login = vi.fn(async () => {});
    const signUp = vi.fn(() => Promise.reject(new Error('chunk gone')));
    const registry = { login: { preload: login }, signUp: { preload: signUp } };
    const load = vi.fn(async () => registry);
    setAvailableDialogs(['login', 'signUp'], load);
    await expect(preloadDialog('login')).resolves.toBeUndefined();
    await expect(preloadDialog('signUp')).resolves.toBeUndefined();
    await expect(preloadDialog('missing')).resolves.toBeUndefined();
    expect(login).toHaveBeenCalledOnce();
    expect(signUp).toHaveBeenCalledOnce();
    // An unknown id does not load the registry.
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a registry that fails to load is no error for a preload', async () => {
    setAvailableDialogs(['login'], () => Promise.reject(new Error('chunk gone')));
    await expect(preloadDialog('login')).resolves.toBeUndefined();
  });
});
