import { type DownlineArea, useDownlineMembers } from '@kbet/react';
import { memberStatusName } from '@kbet/sdk';
import { DateTime } from '@/components/ui/DateTime';
import { Money } from '@/components/ui/Money';
import { Panel } from '@/components/ui/Panel';
import { Table } from '@/components/ui/Table';
import { Loaded } from './Loaded';

/**
 * /partner/member and /recommender/member (spec §2): the downline with status and balance; the server masks the
 * names, phone and account numbers (issue 15: personal data minimised).
 */
export function DownlineMembers({ area }: { readonly area: DownlineArea }) {
  const members = useDownlineMembers(area);
  const title = area === 'partner' ? '하부 회원' : '추천 회원';
  return (
    <Panel title={title} level={1} flush>
      <Loaded view={members} what="회원 목록을 불러오지 못했습니다.">
        {(rows) => (
          <Table
            caption={title}
            rows={rows}
            rowKey={(m) => m.memberId}
            empty="회원이 없습니다."
            columns={[
              { key: 'userId', header: '아이디', cell: (m) => m.userId },
              { key: 'nickname', header: '닉네임', cell: (m) => m.nickname },
              { key: 'holder', header: '예금주', cell: (m) => m.accountHolder },
              { key: 'phone', header: '연락처', cell: (m) => m.phone },
              { key: 'account', header: '계좌번호', cell: (m) => m.bankAccount },
              { key: 'status', header: '상태', cell: (m) => memberStatusName(m.status) },
              {
                key: 'emoney',
                header: '보유머니',
                numeric: true,
                align: 'end',
                cell: (m) => <Money amount={m.emoney} />,
              },
              { key: 'createdAt', header: '가입일', cell: (m) => <DateTime value={m.createdAt} /> },
            ]}
            card={(m) => ({
              top: (
                <>
                  {m.nickname} ({m.userId}) <Money amount={m.emoney} />
                </>
              ),
              bottom: `${memberStatusName(m.status)} · ${m.phone}`,
            })}
          />
        )}
      </Loaded>
    </Panel>
  );
}
