import type { FolderCountKey } from '@portal/shared/entities/folders';
import { useFolderCounts } from '@portal/web/folders/folderCounts';
import { formatCount } from '@portal/shared/numbers/formatCount';

/** A live folder count; a dash until the first counts arrive. */
export function CountBadge({
  countKey,
  className,
}: {
  countKey: FolderCountKey;
  className: string;
}) {
  const count = useFolderCounts()?.[countKey];
  return (
    <span className={className} data-count-key={countKey}>
      {count === undefined ? '–' : formatCount(count)}
    </span>
  );
}
