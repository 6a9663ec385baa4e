/**
 * Issue #43: what an API token may be allowed, one list the server (which operation needs which
 * scope) and the owner's screen (the checkboxes) both read. A scope's name is what a developer
 * writes and reads in errors, so it never changes once released.
 */
export const API_SCOPES = [
  'appointments:read',
  'appointments:write',
  'content:read',
  'content:write',
  'messages:read',
  'messages:write',
] as const;
export type ApiScope = (typeof API_SCOPES)[number];

/** What each scope lets a program do, as the owner's screen and docs/api.md say it. */
export const API_SCOPE_DESCRIPTIONS: Readonly<Record<ApiScope, string>> = {
  'appointments:read': 'Read appointments and booking requests, and follow their changes',
  'appointments:write': 'Confirm, reject, complete or delete appointments, resend their e-mails and change the scheduling rules',
  'content:read':
    "Read the service areas' pages, drafts included (pages, projects and published area pages are public: no token is needed for them)",
  'content:write':
    "Create, change and delete pages, projects and the service areas' pages, upload their photos, and change the SEO settings",
  'messages:read': 'Read contact-form messages, and follow their changes',
  'messages:write': 'Mark contact-form messages handled or open again, and delete them with their photos',
};

export function isApiScope(value: unknown): value is ApiScope {
  return (API_SCOPES as readonly unknown[]).includes(value);
}

/**
 * Every API token starts with this, so the server tells it from the owner's session (a JWT) at a
 * glance and secret scanners recognise one that leaked into a repository or a log.
 */
export const API_TOKEN_PREFIX = 'tpr_';

/** Whether a bearer token is meant as an API token (whether it is a valid one only the server knows). */
export function isApiTokenText(token: string | undefined): token is string {
  return token?.startsWith(API_TOKEN_PREFIX) ?? false;
}

/** The most tokens that can be in use at once (revoked ones do not count): enough for every program, and a bounded list. */
export const MAX_ACTIVE_API_TOKENS = 25;
/** The longest name of a token. */
export const API_TOKEN_NAME_MAX_LENGTH = 100;
