import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Icon } from '@/components/ui/Icon';
import { Input } from '@/components/ui/Input';
import { paths } from '@/config/paths';
import { prematchView } from '@/lib/prematchView';

/**
 * The search box (spec §2): Enter opens the pre-match page in the view in use (Korean or European) with the
 * query as `search`.
 * @example <SearchBox />
 */
export function SearchBox({ className }: { readonly className?: string }) {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const search = query.trim();
    if (search)
      navigate(paths.europe.getHref({ search, gameType: prematchView.get() === 'KR' ? 'KR' : undefined }));
  };
  return (
    <search className={className}>
      <form onSubmit={submit}>
        <label htmlFor={id} className="visually-hidden">
          팀, 리그 검색
        </label>
        <Input
          id={id}
          type="search"
          enterKeyHint="search"
          placeholder="팀 또는 리그 검색"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          prefix={<Icon name="search" size={16} />}
        />
      </form>
    </search>
  );
}
