import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface Props {
  title: string;
  children: ReactNode;
  linkTo?: string;
  linkLabel?: string;
}

/** A calm full-panel message: not found, not allowed, unexpected error. */
export function MessageScreen({ title, children, linkTo, linkLabel }: Props) {
  return (
    <section className="panel message-screen" role="alert">
      <h1>{title}</h1>
      <p>{children}</p>
      {linkTo && linkLabel && (
        <Link className="btn btn-primary" to={linkTo}>
          {linkLabel}
        </Link>
      )}
    </section>
  );
}
