import type { ReactNode } from 'react';
import './section.css';

interface SectionProps {
  /** The heading's id: it names the section for screen readers. */
  titleId: string;
  title: ReactNode;
  /** Read out but not shown, where the content speaks for itself. */
  hiddenTitle?: boolean;
  /** Classes beside "section". */
  className?: string;
  children: ReactNode;
}

/** A band of a public page under its own heading. */
export function Section({ titleId, title, hiddenTitle = false, className, children }: SectionProps) {
  return (
    <section className={className ? `section ${className}` : 'section'} aria-labelledby={titleId}>
      <h2 id={titleId} className={hiddenTitle ? 'visually-hidden' : 'section-title'}>
        {title}
      </h2>
      {children}
    </section>
  );
}
