import { useId } from 'react';
import { MAX_SEARCH_LENGTH } from '../lib/listQuery';

interface Props {
  value: string;
  onChange(value: string): void;
}

/** The queue's search field; the controller debounces what is typed. */
export function SearchBox({ value, onChange }: Props) {
  const id = useId();
  return (
    <div className="search-box">
      <label htmlFor={id}>Search</label>
      <input
        id={id}
        type="search"
        className="input input-compact"
        placeholder="Order id, name, email or phone"
        maxLength={MAX_SEARCH_LENGTH}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
