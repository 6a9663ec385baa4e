/** The admin token lives in browser storage under this key (spec §3). */
export const TOKEN_STORAGE_KEY = 'adminToken';

// Storage can be unavailable (blocked cookies, some private modes): the admin then simply stays signed out.

export function readToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function writeToken(token: string | null): void {
  try {
    if (token) window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
    else window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Nothing to keep the token in: it lasts for this page view only.
  }
}
