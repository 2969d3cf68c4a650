import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Panel } from '@/components/ui/Panel';
import { CustomerCenter } from '@/features/customer/components/CustomerCenter';
import { liveNotices } from '@/lib/liveNotices';

/**
 * /customer (spec §2): 1:1 inquiries. `?template=depositAccount` opens a new inquiry prefilled with the
 * deposit-account question, so other features can link here.
 */
export function Component() {
  const [params] = useSearchParams();
  const kind = params.get('template') === 'depositAccount' ? 'depositAccount' : undefined;
  // The list shows which answers are unread: the header badge has told its news.
  useEffect(() => liveNotices.markAnswersSeen(), []);
  return (
    <Panel title="고객센터 1:1 문의" icon="headset" level={1}>
      <CustomerCenter key={kind ?? 'general'} idPrefix="customer-page" kind={kind} />
    </Panel>
  );
}
