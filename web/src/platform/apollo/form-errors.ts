import { CombinedGraphQLErrors } from '@apollo/client';
import { ErrorCode, readValidationErrors } from '@plumbing/shared';

/**
 * The field messages of an input the server refused (BAD_USER_INPUT with validationErrors),
 * keyed by the form's own field names (`fields` maps the server's property names onto them);
 * null when the error is anything else or names a field the form does not have.
 */
export function serverFieldErrors<Field extends string>(
  error: unknown,
  fields: Record<string, Field>,
): Partial<Record<Field, string>> | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const errors: Partial<Record<Field, string>> = {};
  for (const graphQLError of error.errors) {
    const refused = graphQLError.extensions?.code === ErrorCode.BAD_USER_INPUT ? readValidationErrors(graphQLError.extensions) : null;
    if (!refused) return null;
    for (const { path, messages } of refused) {
      // A nested input's fields (a path of two or more) are not the form's.
      const field = path.length === 1 ? fields[path[0]] : undefined;
      if (!field) return null;
      errors[field] ??= messages[0];
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
