import type { MessageId } from './catalog';
import type { MessageValues, Translator } from './translator';

/** A refusal as its English source holds it: a text, or a text made from one value (`notTaken(phone)`). */
type Refusal = string | ((value: string) => string);

/**
 * How a refusal reads in the catalogs: its message id (its English text the refusal's own), with the
 * constant values it is filled with (e.g. `{ mb: 15 }`); a refusal made from a value names the
 * placeholder that value fills (`from: 'phone'`).
 */
export type RefusalWording<Source extends Refusal = Refusal> = Source extends string
  ? MessageId | { id: MessageId; values?: MessageValues }
  : { id: MessageId; values?: MessageValues; from: string };

/** The wording of each refusal of `Messages` a visitor may read (the owner's own ones need none). */
export type RefusalWordings<Messages extends Record<string, Refusal>> = {
  readonly [Key in keyof Messages]?: RefusalWording<Messages[Key]>;
};

const MARK = '\u0000';

/** The value `text` was made from by `refusal`, or undefined when `refusal` did not make it. */
function valueIn(refusal: (value: string) => string, text: string): string | undefined {
  const [before, after, ...more] = refusal(MARK).split(MARK);
  if (after === undefined || more.length > 0) return undefined;
  const fits = text.length > before.length + after.length && text.startsWith(before) && text.endsWith(after);
  return fits ? text.slice(before.length, text.length - after.length) : undefined;
}

/**
 * A refusal's English text (the server's answer, or a form's own check, issue #41) in the words of
 * `t`: the catalog's message of the refusal it is, filled with its value; the text itself when it is
 * none of `messages` (a refusal the catalogs do not word yet reads as the server wrote it).
 */
export function refusalWords<Messages extends Record<string, Refusal>>(
  t: Translator,
  text: string,
  messages: Messages,
  wordings: RefusalWordings<Messages>,
): string {
  return knownRefusalWords(t, text, messages, wordings) ?? text;
}

/** As refusalWords, but undefined when `text` is none of `messages`. */
export function knownRefusalWords<Messages extends Record<string, Refusal>>(
  t: Translator,
  text: string,
  messages: Messages,
  wordings: RefusalWordings<Messages>,
): string | undefined {
  for (const key of Object.keys(wordings) as Array<keyof Messages>) {
    const refusal = messages[key];
    const wording = wordings[key] as RefusalWording | undefined;
    if (!wording) continue;
    const { id, values = {}, from } = typeof wording === 'string' ? { id: wording, from: undefined } : { from: undefined, ...wording };
    if (typeof refusal === 'string') {
      if (refusal === text) return t(id, values);
    } else if (from) {
      const value = valueIn(refusal, text);
      if (value !== undefined) return t(id, { ...values, [from]: value });
    }
  }
  return undefined;
}
