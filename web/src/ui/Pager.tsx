import { ELLIPSIS, paginationRange } from '../paging/paginationRange';
import './Pager.css';

interface Props {
  page: number;
  totalPages: number;
  onPageChange(page: number): void;
  /** Pages shown on each side of the current one (default 1, docs/product.md#orders-table). */
  siblings?: number;
  /** While a page loads, no button asks for another. */
  disabled?: boolean;
}

/** The pager of docs/product.md#orders-table: previous, page numbers with ellipses, next. */
export function Pager({ page, totalPages, onPageChange, siblings = 1, disabled = false }: Props) {
  const items = paginationRange(page, totalPages, siblings);
  return (
    <nav className="pager" aria-label="Pagination">
      <button
        type="button"
        className="pager-button"
        aria-label="Previous page"
        disabled={disabled || page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        ‹
      </button>
      {items.map((item, index) =>
        item === ELLIPSIS ? (
          <span key={`ellipsis-${index}`} className="pager-ellipsis" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            className="pager-button"
            aria-label={`Page ${item}`}
            aria-current={item === page ? 'page' : undefined}
            disabled={disabled}
            onClick={() => item !== page && onPageChange(item)}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        className="pager-button"
        aria-label="Next page"
        disabled={disabled || page >= totalPages}
        onClick={() => onPageChange(page + 1)}
      >
        ›
      </button>
    </nav>
  );
}
