import { Panel } from '@/components/ui/Panel';
import { MessageList } from '@/features/messages/components/MessageList';

/** /message (spec §2): the member's messages; the unread-message guard sends members here (spec §4). */
export function Component() {
  return (
    <Panel title="쪽지함" icon="mail" level={1}>
      <MessageList />
    </Panel>
  );
}
