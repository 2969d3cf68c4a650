import { useAction, useCommunityNotice, useKbetClient, useUser } from '@kbet/react';
import { canRegisterNotice, ko, type Notice } from '@kbet/sdk';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, buttonClass } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { Field } from '@/components/ui/Field';
import { HtmlContent } from '@/components/ui/HtmlContent';
import { Icon } from '@/components/ui/Icon';
import { Input } from '@/components/ui/Input';
import { Panel } from '@/components/ui/Panel';
import { Skeleton } from '@/components/ui/Skeleton';
import { Textarea } from '@/components/ui/Textarea';
import { paths } from '@/config/paths';
import { Link } from '@/lib/Link';
import { toast } from '@/lib/notify';
import { reportError } from '@/lib/reportError';
import styles from './CommunityNoticeEditor.module.css';

/**
 * Community notice registration (spec §2 /community/notice/regist, §6): role 1 registers a notice, or edits
 * the one whose id is given. The contents are HTML, previewed sanitised; the server sanitises them on write.
 * @example <CommunityNoticeEditor id={searchParams.get('id')} />
 */
export function CommunityNoticeEditor({ id }: { readonly id?: number }) {
  const user = useUser();
  if (!canRegisterNotice(user)) {
    return (
      <Panel title="공지 등록" icon="megaphone" level={1}>
        <EmptyState icon="lock" title={ko.NOTICE_REGISTER_FORBIDDEN} />
      </Panel>
    );
  }
  return id ? <EditNotice id={id} /> : <NoticeForm />;
}

function EditNotice({ id }: { readonly id: number }) {
  const notice = useCommunityNotice(id);
  if (notice.data) return <NoticeForm editing={notice.data} />;
  return (
    <Panel title="공지 수정" icon="megaphone" level={1}>
      {notice.status === 'error' ? (
        <EmptyState icon="megaphone" title="공지를 찾을 수 없습니다." />
      ) : (
        <Skeleton height={240} />
      )}
    </Panel>
  );
}

function NoticeForm({ editing }: { readonly editing?: Notice }) {
  const client = useKbetClient();
  const navigate = useNavigate();
  const [title, setTitle] = useState(editing?.title ?? '');
  const [contents, setContents] = useState(editing?.contents ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = useAction({
    action: (body: { title: string; contents: string }) =>
      editing ? client.board.community.edit(editing.id, body) : client.board.community.register(body),
    invalidates: ['communityNotices', 'communityNotice'],
    onSuccess: (saved) => {
      toast(ko.NOTICE_REGISTERED, 'success');
      navigate(paths.communityNoticeDetail.getHref(saved.id), { replace: true });
    },
    onError: (failure) => reportError(failure),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return setError(ko.FIELD_REQUIRED);
    setError(null);
    void save.run({ title: title.trim(), contents });
  };

  return (
    <Panel
      title={editing ? '공지 수정' : '공지 등록'}
      icon="megaphone"
      level={1}
      actions={
        <Link to={paths.communityNotice.path} className={buttonClass({ variant: 'ghost', size: 'sm' })}>
          <Icon name="chevronLeft" size={16} />
          목록
        </Link>
      }
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <Field label="제목" required error={error}>
          <Input value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} />
        </Field>
        <div className={styles.editor}>
          <Field label="내용 (HTML)" hint="허용되지 않는 태그와 속성은 저장할 때 제거됩니다.">
            <Textarea
              value={contents}
              rows={16}
              spellCheck={false}
              className={styles.code}
              onChange={(e) => setContents(e.target.value)}
              placeholder="<p>공지 내용을 입력하세요.</p>"
            />
          </Field>
          <section className={styles.preview} aria-labelledby="notice-preview-title">
            <h2 id="notice-preview-title" className={styles.previewTitle}>
              미리보기
            </h2>
            <div className={styles.previewBody}>
              {contents.trim() ? (
                <HtmlContent html={contents} />
              ) : (
                <p className={styles.placeholder}>내용을 입력하면 여기에 표시됩니다.</p>
              )}
            </div>
          </section>
        </div>
        <div className={styles.actions}>
          <Button type="submit" variant="primary" loading={save.pending}>
            {editing ? '수정하기' : '등록하기'}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
