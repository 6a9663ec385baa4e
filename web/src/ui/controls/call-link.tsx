import type { ReactNode } from 'react';
import { telHref } from '@plumbing/shared';

interface CallLinkProps {
  phone: string;
  className?: string;
  /** Defaults to the phone number itself. */
  children?: ReactNode;
}

/** A tel: link that dials `phone` on phones and opens the calling app elsewhere. */
export function CallLink({ phone, className, children }: CallLinkProps) {
  return (
    <a className={className} href={telHref(phone)}>
      {children ?? phone}
    </a>
  );
}
