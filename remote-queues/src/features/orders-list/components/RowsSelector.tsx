import { useId } from 'react';
import { PER_PAGE_OPTIONS, type PerPage } from '../lib/listQuery';

interface Props {
  value: PerPage;
  onChange(perPage: PerPage): void;
}

/** 10, 25, 50, 100, 500 or All rows per page. */
export function RowsSelector({ value, onChange }: Props) {
  const id = useId();
  return (
    <div className="rows-selector">
      <label htmlFor={id}>Rows per page</label>
      <select
        id={id}
        className="input input-compact"
        value={String(value)}
        onChange={(event) =>
          onChange(event.target.value === 'all' ? 'all' : Number(event.target.value))
        }
      >
        {PER_PAGE_OPTIONS.map((option) => (
          <option key={option} value={String(option)}>
            {option === 'all' ? 'All' : option}
          </option>
        ))}
      </select>
    </div>
  );
}
