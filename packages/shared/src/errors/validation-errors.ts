/** One refused input field as the server sends it in `extensions.validationErrors`; nested inputs have children. */
export interface ValidationErrorWire {
  property: string;
  constraints: Record<string, string>;
  children?: ValidationErrorWire[];
}

export interface FieldError {
  /** The input field, e.g. ['seo', 'canonicalUrl']. */
  path: string[];
  messages: string[];
}

/** The wire shape of a refusal about one field, like the validation errors of input types. */
export function fieldValidationErrors(property: string, message: string): ValidationErrorWire[] {
  return [{ property, constraints: { [property]: message } }];
}

/**
 * The one reader of the wire shape: each field with messages, by its path; null when the
 * extensions carry no validation errors.
 */
export function readValidationErrors(extensions: unknown): FieldError[] | null {
  const items = (extensions as { validationErrors?: unknown } | null | undefined)?.validationErrors;
  if (!Array.isArray(items)) return null;
  const walk = (list: Partial<ValidationErrorWire>[], parent: string[]): FieldError[] =>
    list.flatMap((item) => {
      const path = item.property ? [...parent, item.property] : parent;
      const messages = Object.values(item.constraints ?? {});
      return [...(messages.length ? [{ path, messages }] : []), ...walk(item.children ?? [], path)];
    });
  return walk(items, []);
}
