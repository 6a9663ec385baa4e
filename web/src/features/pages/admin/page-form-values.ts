import { tidySlug } from '@plumbing/shared';
import type { EditablePageFragment, PageInput, PageType } from '../../../gql/graphql';
import { splitKeywords } from '../../../ui/admin/keywords';

/** The page editor's values (the input's shape, keywords and robots as the fields edit them) and their way to and from the API. */
export const ROBOT_FLAGS = ['noindex', 'nofollow', 'noarchive', 'nosnippet', 'noimageindex', 'notranslate'] as const;
export type RobotFlag = (typeof ROBOT_FLAGS)[number];
export const ROBOT_HINTS: Record<RobotFlag, string> = {
  noindex: 'keep this page out of search results and the sitemap',
  nofollow: 'do not follow the links on this page',
  noarchive: 'show no cached copy',
  nosnippet: 'show no text snippet or video preview',
  noimageindex: 'do not index the images on this page',
  notranslate: 'offer no translation',
};
export interface PageFormValues {
  title: string;
  slug: string;
  content: string;
  type: PageType;
  seo: {
    title: string;
    description: string;
    keywords: string;
    canonicalUrl: string;
    redirectUrl: string;
    schema: string;
    robots: RobotFlag[];
    social: EditablePageFragment['seo']['social'];
  };
  /** The Spanish version (issue #41): its title and content both empty, none. */
  es: { title: string; content: string; seoTitle: string; seoDescription: string };
}

const NO_SPANISH: PageFormValues['es'] = { title: '', content: '', seoTitle: '', seoDescription: '' };

/** Whether the form holds a Spanish version: a Spanish title or content. */
export const hasSpanish = (es: PageFormValues['es'] | undefined) => Boolean(es?.title.trim() || es?.content.trim());

export const NEW_PAGE: PageFormValues = {
  title: '',
  slug: '',
  content: '',
  type: 'page',
  seo: {
    title: '',
    description: '',
    keywords: '',
    canonicalUrl: '',
    redirectUrl: '',
    schema: '',
    robots: [],
    social: {
      ogTitle: '',
      ogDescription: '',
      ogImage: '',
      twitterCard: 'summary',
      twitterTitle: '',
      twitterDescription: '',
      twitterImage: '',
    },
  },
  es: NO_SPANISH,
};

export function toValues({ title, slug, content, type, seo, es }: EditablePageFragment): PageFormValues {
  const { __typename, ...social } = seo.social as EditablePageFragment['seo']['social'] & { __typename?: string };
  return {
    title,
    slug,
    content,
    type,
    seo: {
      title: seo.title,
      description: seo.description,
      keywords: seo.keywords.join(', '),
      canonicalUrl: seo.canonicalUrl,
      redirectUrl: seo.redirectUrl,
      schema: seo.schema,
      robots: ROBOT_FLAGS.filter((flag) => seo.robots[flag]),
      social,
    },
    es: es ? { title: es.title, content: es.content, seoTitle: es.seoTitle, seoDescription: es.seoDescription } : NO_SPANISH,
  };
}

/** `expectedUpdatedAt`: the version the edit started from, so that a save over another tab's is refused; null saves regardless. */
export function toInput(values: PageFormValues, id: string | undefined, expectedUpdatedAt: string | null): PageInput {
  const { seo } = values;
  return {
    id,
    expectedUpdatedAt,
    title: values.title,
    slug: tidySlug(values.slug),
    content: values.content,
    type: values.type,
    seo: {
      ...seo,
      keywords: splitKeywords(seo.keywords),
      robots: Object.fromEntries(ROBOT_FLAGS.map((flag) => [flag, seo.robots.includes(flag)])),
    },
    // Sent only when there is one: no Spanish version is `es` left out.
    ...(hasSpanish(values.es) && { es: values.es }),
  };
}

/** Which tab holds a field, to open it when that field is refused. */
const TAB_OF: Array<[RegExp, string]> = [
  [/^seo\.social\./, 'social'],
  [/^seo\.(robots|schema)/, 'advanced'],
  [/^seo\./, 'seo'],
  [/./, 'content'],
];
export const tabOf = (path: Array<string | number>) => TAB_OF.find(([pattern]) => pattern.test(path.join('.')))![1];

export function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
