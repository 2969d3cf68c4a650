import { notifications } from '@/lib/notify';

/**
 * The alerts and confirms waiting for an answer, oldest first (toasts pass by themselves).
 * @example expect(pendingNotices().map((n) => n.message)).toEqual([ko.NEW_MESSAGE]);
 */
export const pendingNotices = () => notifications.get().filter((notice) => notice.kind !== 'toast');

/**
 * The messages of the alerts and confirms waiting for an answer, oldest first.
 * @example expect(pendingMessages()).toEqual(['삭제하시겠습니까?']);
 */
export const pendingMessages = (): string[] => pendingNotices().map((notice) => notice.message);

/**
 * Answers the oldest alert or confirm as the member would: 확인 on an alert, accept or decline on a confirm.
 * Returns its message, or undefined when none is open.
 * @example answerNotice(false) // declines the confirm
 */
export function answerNotice(accept = true): string | undefined {
  const [oldest] = pendingNotices();
  if (oldest?.kind === 'alert') oldest.done();
  else if (oldest?.kind === 'confirm') oldest.done(accept);
  return oldest?.message;
}

/**
 * Dismisses every open alert and returns their messages, oldest first.
 * @example expect(dismissAlerts()).toEqual(['새로운 쪽지가 도착했습니다.']);
 */
export function dismissAlerts(): string[] {
  const messages: string[] = [];
  for (const notice of notifications.get()) {
    if (notice.kind !== 'alert') continue;
    messages.push(notice.message);
    notice.done();
  }
  return messages;
}
