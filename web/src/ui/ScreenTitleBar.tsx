import type { ReactNode } from 'react';

interface Props {
  title: string;
  actions?: ReactNode;
  /** For what the heading names (a table's aria-labelledby). */
  headingId?: string;
}

/** The title bar every screen opens with; `actions` sit on the right (e.g. Refresh). */
export function ScreenTitleBar({ title, actions, headingId }: Props) {
  return (
    <div className="screen-titlebar">
      <h1 id={headingId}>{title}</h1>
      {actions && <div className="screen-titlebar-actions">{actions}</div>}
    </div>
  );
}
