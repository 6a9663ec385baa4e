import { CombinedGraphQLErrors } from '@apollo/client';

/** Spec §8 and §9: the settings screens' banners. */
export const SettingsMessages = {
  saved: 'Settings saved successfully!',
  failed: 'Failed to save settings. Please try again.',
} as const;
export const SAVED_BANNER_MS = 3000;

interface Presented {
  property?: string;
  constraints?: Record<string, string>;
  children?: Presented[];
}

export interface FieldError {
  /** The input field, e.g. ['seo', 'canonicalUrl']. */
  path: string[];
  messages: string[];
}

/** The server's validation errors by input field (the shape server/src/app.ts presents them in). */
export function fieldErrors(error: unknown): FieldError[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  const walk = (items: Presented[], parent: string[]): FieldError[] =>
    items.flatMap((item) => {
      const path = item.property ? [...parent, item.property] : parent;
      const messages = Object.values(item.constraints ?? {});
      return [...(messages.length ? [{ path, messages }] : []), ...walk(item.children ?? [], path)];
    });
  return error.errors.flatMap((graphQLError) =>
    walk((graphQLError.extensions as { validationErrors?: Presented[] } | undefined)?.validationErrors ?? [], []),
  );
}

/**
 * The server's words for a refused change (BAD_USER_INPUT, UNAUTHENTICATED, RATE_LIMITED, …), or null
 * when no GraphQL answer came back or only the server's generic "Internal server error", which
 * tells the owner less than the screen's own message.
 */
export function saveErrorText(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const details = fieldErrors(error).flatMap((field) => field.messages);
  const worded = error.errors.filter((graphQLError) => graphQLError.extensions?.code !== 'INTERNAL_SERVER_ERROR');
  const texts = details.length > 0 ? details : worded.map((graphQLError) => graphQLError.message);
  const text = [...new Set(texts)].filter(Boolean).join(' ');
  return text || null;
}
