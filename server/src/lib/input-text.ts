/** A UTF-16 surrogate without its partner: JSON can write one (`"\ud800"`), but it is no character, and PostgreSQL and URI encoding refuse it. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why text from outside cannot be taken, or null: PostgreSQL text holds neither NUL characters nor lone surrogates. */
export function textFault(text: string): string | null {
  if (text.includes('\u0000')) return 'Text may not contain NUL characters';
  if (LONE_SURROGATE.test(text)) return 'Text may not contain invalid Unicode (a lone surrogate)';
  return null;
}

/** A JSON reviver refusing, as malformed, a body or message whose strings (variables included) fail `textFault`. */
export function refuseInvalidText(_key: string, value: unknown): unknown {
  const fault = typeof value === 'string' && textFault(value);
  if (fault) throw new SyntaxError(fault);
  return value;
}
