import { useAction, useKbet, useKbetClient, useMessages } from '@kbet/react';
import { canDeleteMessages, isRead, ko, type Message } from '@kbet/sdk';
import { useState } from 'react';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { EmptyState } from '@/components/ui/EmptyState';
import { ExpandableItem, ExpandableList, ExpandableListSkeleton } from '@/components/ui/ExpandableList';
import { HtmlContent } from '@/components/ui/HtmlContent';
import { Icon } from '@/components/ui/Icon';
import { ListToolbar } from '@/components/ui/ListToolbar';
import { alert, confirm, toast } from '@/lib/notify';
import { reportError } from '@/lib/reportError';
import styles from './MessageList.module.css';

/**
 * The member's messages (spec §2 /message and the message dialog): opening one marks it read (confirmStatus 1,
 * spec §4) and re-reads the unread count; only read ones may be deleted (spec §5).
 * @example <MessageList />
 */
export function MessageList() {
  const client = useKbetClient();
  const { session } = useKbet().stores;
  const messages = useMessages();
  const [open, setOpen] = useState<number | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const list = messages.data ?? [];
  const deletion = useAction({
    action: (ids: number[]) => client.board.messages.delete(ids),
    invalidates: ['messages'],
    onSuccess: (message) => {
      toast(message, 'success');
      setSelected(new Set());
    },
    onError: (error) => reportError(error, { fallback: ko.DELETE_FAILED }),
  });
  const unread = list.filter((message) => !isRead(message)).length;
  const allSelected = list.length > 0 && list.every((message) => selected.has(message.id));

  const toggle = (messageId: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(messageId)) next.add(messageId);
      return next;
    });

  const openMessage = async (message: Message) => {
    const expanded = open === message.id;
    setOpen(expanded ? null : message.id);
    if (expanded || isRead(message)) return;
    try {
      await client.board.messages.read(message.id);
      messages.set(list.map((m) => (m.id === message.id ? { ...m, confirmStatus: 1 } : m)));
      void session.refresh();
    } catch (error) {
      reportError(error);
    }
  };

  const remove = async () => {
    const chosen = list.filter((message) => selected.has(message.id));
    const check = canDeleteMessages(chosen);
    if (!check.ok) return alert(check.message);
    if (!(await confirm(ko.DELETE_CONFIRM, { confirmLabel: '삭제', danger: true }))) return;
    await deletion.run(chosen.map((message) => message.id));
  };

  if (messages.status === 'loading' || messages.status === 'idle') return <ExpandableListSkeleton />;
  if (messages.status === 'error' && list.length === 0) {
    return <EmptyState icon="mail" title="쪽지를 불러오지 못했습니다." />;
  }
  if (list.length === 0) return <EmptyState icon="mail" title="받은 쪽지가 없습니다." />;

  return (
    <div className={styles.wrap}>
      <ListToolbar
        leading={
          <Checkbox
            label="전체선택"
            checked={allSelected}
            onChange={() => setSelected(allSelected ? new Set() : new Set(list.map((m) => m.id)))}
          />
        }
        summary={
          <>
            전체 <strong>{list.length}</strong> · 읽지 않음{' '}
            <strong className={unread > 0 ? styles.unread : undefined}>{unread}</strong>
          </>
        }
      >
        <Button
          size="sm"
          variant="danger"
          icon={<Icon name="close" size={14} />}
          disabled={selected.size === 0}
          loading={deletion.pending}
          onClick={remove}
        >
          선택삭제
        </Button>
      </ListToolbar>
      <ExpandableList>
        {list.map((message) => {
          const read = isRead(message);
          return (
            <ExpandableItem
              key={message.id}
              title={message.title}
              badge={
                <Badge tone={read ? 'neutral' : 'danger'} dot={!read}>
                  {read ? '읽음' : '새 쪽지'}
                </Badge>
              }
              date={message.createdAt}
              selected={selected.has(message.id)}
              onSelect={() => toggle(message.id)}
              expanded={open === message.id}
              onToggle={() => void openMessage(message)}
              highlight={!read}
            >
              <HtmlContent html={message.contents} />
            </ExpandableItem>
          );
        })}
      </ExpandableList>
    </div>
  );
}
