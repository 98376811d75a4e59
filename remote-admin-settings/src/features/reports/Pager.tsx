import { pageItems } from './pagination';

interface Props {
  page: number;
  totalPages: number;
  onPage(page: number): void;
  siblings?: number;
}

/** Page numbers with ellipses and previous/next arrows. */
export function Pager({ page, totalPages, onPage, siblings = 1 }: Props) {
  if (totalPages <= 1) return null;
  return (
    <nav className="pager" aria-label="Pages">
      <button
        type="button"
        className="pager-button"
        onClick={() => onPage(page - 1)}
        disabled={page <= 1}
        aria-label="Previous page"
      >
        ‹
      </button>
      {pageItems(page, totalPages, siblings).map((item) =>
        typeof item === 'number' ? (
          <button
            key={item}
            type="button"
            className={`pager-button${item === page ? ' current' : ''}`}
            onClick={() => onPage(item)}
            aria-label={`Page ${item}`}
            aria-current={item === page ? 'page' : undefined}
          >
            {item}
          </button>
        ) : (
          <span key={item} className="pager-ellipsis" aria-hidden="true">
            …
          </span>
        ),
      )}
      <button
        type="button"
        className="pager-button"
        onClick={() => onPage(page + 1)}
        disabled={page >= totalPages}
        aria-label="Next page"
      >
        ›
      </button>
    </nav>
  );
}
