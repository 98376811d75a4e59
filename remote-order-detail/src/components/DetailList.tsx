import { hasValue } from '../lib/displayValues';

export type DetailRow = readonly [label: string, value: string | number | null | undefined];

interface Props {
  rows: readonly DetailRow[];
  /** Leave out rows without a value (Passport Details); otherwise they show a dash. */
  onlyWithValues?: boolean;
  /** Shown when no row is left. */
  empty?: string;
}

/** Label and value pairs of the application, as a description list. */
export function DetailList({
  rows,
  onlyWithValues = false,
  empty = 'No details recorded.',
}: Props) {
  const shown = onlyWithValues ? rows.filter(([, value]) => hasValue(value)) : rows;
  if (shown.length === 0) return <p className="muted">{empty}</p>;
  return (
    <dl className="od-details">
      {shown.map(([label, value]) => (
        <div key={label} className="od-detail">
          <dt>{label}</dt>
          <dd>{hasValue(value) ? value : <span className="muted">—</span>}</dd>
        </div>
      ))}
    </dl>
  );
}
