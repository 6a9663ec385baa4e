import type { AreaPageInput } from '../../../gql/graphql';
import type { EditableAreaPage } from './use-area-pages';

/** A question and its answer as the editor holds them; rows are added and removed. */
export interface FaqRow {
  rowId: string;
  question: string;
  answer: string;
}

/** What the owner writes in one language. */
export interface AreaTextValues {
  intro: string;
  faq: FaqRow[];
}

/** The editor's values: the English text, and the Spanish version (all empty: none). */
export interface AreaPageFormValues extends AreaTextValues {
  es: AreaTextValues;
}

const newRowId = () => crypto.randomUUID();

export const emptyFaqRow = (): FaqRow => ({ rowId: newRowId(), question: '', answer: '' });

const textValues = (
  text: { intro: string; faq: ReadonlyArray<{ question: string; answer: string }> } | null | undefined,
): AreaTextValues => ({
  intro: text?.intro ?? '',
  faq: (text?.faq ?? []).map(({ question, answer }) => ({ rowId: newRowId(), question, answer })),
});

/** A page's values for the editor; a new page starts empty. */
export function areaPageValues(page: EditableAreaPage | null): AreaPageFormValues {
  return { ...textValues(page), es: textValues(page?.es) };
}

/** The text as the server takes it (and as the doorway gate reads it): without the rows' ids. */
export const plainText = ({ intro, faq }: AreaTextValues) => ({ intro, faq: faq.map(({ question, answer }) => ({ question, answer })) });

/** Whether the Spanish version holds anything. */
export const hasSpanish = ({ es }: AreaPageFormValues) =>
  Boolean(es.intro.trim() || es.faq.some((row) => row.question.trim() || row.answer.trim()));

/** saveAreaPage's input; `expectedUpdatedAt`: the version the edit started from, null to save regardless. */
export function areaPageInput(
  slug: string,
  values: AreaPageFormValues,
  published: boolean,
  expectedUpdatedAt: string | null,
): AreaPageInput {
  return { slug, published, expectedUpdatedAt, ...plainText(values), es: hasSpanish(values) ? plainText(values.es) : null };
}
