import { CombinedGraphQLErrors } from '@apollo/client';

interface Presented {
  property: string;
  constraints?: Record<string, string>;
  children?: Presented[];
}

/** The server's validation messages by field path ("title", "specifications.duration", "gallery.0.url"). */
export function fieldErrors(error: unknown): Map<string, string[]> {
  const fields = new Map<string, string[]>();
  if (!CombinedGraphQLErrors.is(error)) return fields;
  const walk = (items: Presented[], prefix: string) => {
    for (const item of items) {
      const path = `${prefix}${item.property}`;
      const messages = Object.values(item.constraints ?? {});
      if (messages.length) fields.set(path, [...(fields.get(path) ?? []), ...messages]);
      walk(item.children ?? [], `${path}.`);
    }
  };
  for (const graphQLError of error.errors) {
    walk((graphQLError.extensions as { validationErrors?: Presented[] } | undefined)?.validationErrors ?? [], '');
  }
  return fields;
}

/** The server's words for a refused save, or null when no GraphQL answer came back. */
export function saveErrorText(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const details = [...fieldErrors(error).values()].flat();
  const texts = details.length > 0 ? details : error.errors.map((graphQLError) => graphQLError.message);
  const text = [...new Set(texts)].filter(Boolean).join(' ');
  return text || null;
}
