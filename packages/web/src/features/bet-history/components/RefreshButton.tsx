import { Button } from '@/components/ui/Button';
import { Icon } from '@/components/ui/Icon';

/**
 * A history list's 새로고침 (spec §2 popup refresh): reloads the list, spinning while it does.
 * @example <RefreshButton list={history} />
 */
export function RefreshButton({
  list,
}: {
  readonly list: { readonly fetching: boolean; refresh(): Promise<unknown> };
}) {
  return (
    <Button
      size="sm"
      variant="ghost"
      icon={<Icon name="refresh" size={14} />}
      loading={list.fetching}
      onClick={() => void list.refresh()}
    >
      새로고침
    </Button>
  );
}
