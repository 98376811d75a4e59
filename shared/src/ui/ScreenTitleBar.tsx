import type { ReactNode } from 'react';

/** The title bar every screen opens with; `actions` sit on the right (e.g. Refresh). */
export function ScreenTitleBar({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <div className="screen-titlebar">
      <h1>{title}</h1>
      {actions && <div className="screen-titlebar-actions">{actions}</div>}
    </div>
  );
}
