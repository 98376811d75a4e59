import { useStore } from 'zustand';
import type { FolderCountKey } from '@portal/shared/entities/folders';
import { folderCountsStore } from '@portal/web/folders/folderCountsStore';

/** A live folder count; a dash until the first counts arrive. */
export function CountBadge({
  countKey,
  className,
}: {
  countKey: FolderCountKey;
  className: string;
}) {
  const count = useStore(folderCountsStore, (state) => state.counts?.[countKey]);
  return (
    <span className={className} data-count-key={countKey}>
      {count === undefined ? '–' : count.toLocaleString('en-AU')}
    </span>
  );
}
