import type { ReactNode } from 'react';

/** The frame's line icons (24-unit grid, drawn in the text's colour): decoration only, their buttons carry the name. */
function LineIcon({ size = 24, children }: { size?: number; children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

/** Three bars: opens the menu. */
export function MenuIcon() {
  return (
    <LineIcon>
      <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </LineIcon>
  );
}

/** A cross: closes the menu or dismisses the install offer. */
export function CloseIcon() {
  return (
    <LineIcon>
      <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </LineIcon>
  );
}

/** A padlock, small: the owner's sign-in. */
export function LockIcon() {
  return (
    <LineIcon size={16}>
      <path d="M7 11V8a5 5 0 0 1 10 0v3M6 11h12v9H6z" fill="none" stroke="currentColor" strokeWidth="2" />
    </LineIcon>
  );
}
