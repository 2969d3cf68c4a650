import { useInquiries } from '@kbet/react';
import { countUnansweredInquiries, type InquiryKind } from '@kbet/sdk';
import { useState } from 'react';
import { Tabs, tabPanelProps } from '@/components/ui/Tabs';
import styles from './CustomerCenter.module.css';
import { InquiryList } from './InquiryList';
import { MemberInquiryForm } from './MemberInquiryForm';

type Tab = 'list' | 'write';

export interface CustomerCenterProps {
  /** Opens on the new-inquiry tab, prefilled for this kind. */
  readonly kind?: InquiryKind;
  readonly idPrefix: string;
}

/**
 * The 1:1 inquiry centre of the /customer page and the customer dialog: the member's inquiries and a new one.
 * @example <CustomerCenter idPrefix="customer-page" kind="depositAccount" />
 */
export function CustomerCenter({ kind, idPrefix }: CustomerCenterProps) {
  const [tab, setTab] = useState<Tab>(kind ? 'write' : 'list');
  // The prefill is for the first inquiry only: once it is filed, a new one starts empty.
  const [prefill, setPrefill] = useState(kind);
  const inquiries = useInquiries();
  const pending = countUnansweredInquiries(inquiries.data ?? []);
  return (
    <div className={styles.center}>
      <Tabs
        label="고객센터"
        idPrefix={idPrefix}
        value={tab}
        onChange={setTab}
        items={[
          { key: 'list', label: '문의내역', count: pending > 0 ? pending : undefined },
          { key: 'write', label: '문의하기' },
        ]}
      />
      <div {...tabPanelProps(idPrefix, tab)} className={styles.panel}>
        {tab === 'list' ? (
          <InquiryList />
        ) : (
          <MemberInquiryForm
            kind={prefill}
            onSent={() => {
              setPrefill(undefined);
              setTab('list');
            }}
          />
        )}
      </div>
    </div>
  );
}
