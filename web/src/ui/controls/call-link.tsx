import type { ReactNode } from 'react';
import { telHref } from '@plumbing/shared';

interface CallLinkProps {
  phone: string;
  className?: string;
  /** Defaults to the phone number itself. */
  children?: ReactNode;
}

/** A tel: link that dials `phone` on phones and opens the calling app elsewhere; its number never breaks across lines. */
export function CallLink({ phone, className, children }: CallLinkProps) {
  return (
    <a className={className ? `call-link ${className}` : 'call-link'} href={telHref(phone)}>
      {children ?? phone}
    </a>
  );
}
