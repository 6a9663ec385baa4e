import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A link inside the app that looks like a button; `className` adds its kind and size (button-primary, button-large, …). */
export function ButtonLink({ to, className, children }: { to: string; className: string; children: ReactNode }) {
  return (
    <Link to={to} className={`button ${className}`}>
      {children}
    </Link>
  );
}
