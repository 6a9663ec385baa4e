import { useState } from 'react';
import { readToken } from '../../../platform/token-storage';

/** Where the warnings the owner hid are kept, with the sign-in they were hidden in. */
const STORAGE_KEY = 'hiddenSiteWarnings';

/** A sign-in told apart from the next (each has a token of its own) without keeping the token a second time. */
function sessionMark(): string {
  let hash = 0;
  for (const char of readToken() ?? '') hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash.toString(36);
}

function readHidden(): string[] {
  try {
    const kept = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null') as { session: string; keys: string[] } | null;
    return kept?.session === sessionMark() ? kept.keys : [];
  } catch {
    return [];
  }
}

/** The warnings the owner hid in this sign-in (on every screen and tab of it), and the way to hide one. */
export function useHiddenWarnings() {
  const [hidden, setHidden] = useState(readHidden);
  const hide = (key: string) => {
    const keys = [...readHidden(), key];
    setHidden(keys);
    try {
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ session: sessionMark(), keys }));
    } catch {
      // No storage: hidden on this screen only.
    }
  };
  return { hidden, hide };
}
