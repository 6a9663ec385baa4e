import type { ReactNode } from 'react';
import { AppLink } from '../../platform/navigation/navigation';

/** A link inside the site that looks like a button; `className` adds its kind and size (button-primary, button-large, …). */
export function ButtonLink({ to, className, children }: { to: string; className: string; children: ReactNode }) {
  return (
    <AppLink to={to} className={`button ${className}`}>
      {children}
    </AppLink>
  );
}
