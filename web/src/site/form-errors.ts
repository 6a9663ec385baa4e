import { CombinedGraphQLErrors } from '@apollo/client';

/**
 * The field messages of an input the server refused (BAD_USER_INPUT with validationErrors),
 * keyed by the form's own field names (`fields` maps the server's property names onto them);
 * null when the error is anything else or names a field the form does not have.
 */
export function serverFieldErrors<Field extends string>(error: unknown, fields: Record<string, Field>): Partial<Record<Field, string>> | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const errors: Partial<Record<Field, string>> = {};
  for (const graphQLError of error.errors) {
    const extensions = graphQLError.extensions as
      | { code?: string; validationErrors?: Array<{ property: string; constraints?: Record<string, string> }> }
      | undefined;
    if (extensions?.code !== 'BAD_USER_INPUT' || !extensions.validationErrors) return null;
    for (const { property, constraints } of extensions.validationErrors) {
      const field = fields[property];
      const message = Object.values(constraints ?? {})[0];
      if (!field || !message) return null;
      errors[field] ??= message;
    }
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** The code of the first GraphQL error (e.g. RATE_LIMITED) and its message, or null. */
export function serverErrorCode(error: unknown): { code: string; message: string } | null {
  if (!CombinedGraphQLErrors.is(error) || error.errors.length === 0) return null;
  const [first] = error.errors;
  return { code: String(first.extensions?.code ?? ''), message: first.message };
}
