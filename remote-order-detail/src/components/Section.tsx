import { useId, type ReactNode } from 'react';

interface Props {
  title: string;
  /** Controls shown on the right of the heading. */
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** One numbered block of the order page: a panel with its heading, labelled for screen readers. */
export function Section({ title, actions, className, children }: Props) {
  const headingId = useId();
  return (
    <section className={`panel od-section ${className ?? ''}`} aria-labelledby={headingId}>
      <div className="od-section-head">
        <h2 id={headingId}>{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
