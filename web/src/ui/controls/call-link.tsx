import type { ReactNode } from 'react';
import { telHref } from '@plumbing/shared';

interface CallLinkProps {
  phone: string;
  className?: string;
  /** Defaults to the phone number itself. */
  children?: ReactNode;
}

/**
 * `phone` as one word: its space a no-break space, so a sentence around it may wrap (a call button
 * as wide as a phone's dialog) while the number stays on one line (no break falls before a digit
 * after its hyphen).
 */
export function unbreakablePhone(phone: string): string {
  return phone.replace(/ /g, '\u00a0');
}

/** A tel: link that dials `phone` on phones and opens the calling app elsewhere; its number never breaks across lines. */
export function CallLink({ phone, className, children }: CallLinkProps) {
  return (
    <a className={className ? `call-link ${className}` : 'call-link'} href={telHref(phone)}>
      {children ?? phone}
    </a>
  );
}
