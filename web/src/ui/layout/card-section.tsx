import type { ReactNode } from 'react';
import './section.css';

/** A card under its own heading, e.g. a column of a split layout; muted: the quieter side column. */
export function CardSection({
  titleId,
  title,
  muted = false,
  children,
}: {
  titleId: string;
  title: ReactNode;
  muted?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={muted ? 'card card-muted' : 'card'} aria-labelledby={titleId}>
      <h2 id={titleId} className="card-title">
        {title}
      </h2>
      {children}
    </section>
  );
}
