import { PageRevisionsDocument } from '../../../gql/graphql';

// What the page editor's tests share: a page as the AdminPage query answers it.

/** No robots directive set. */
export const robots = { noindex: false, nofollow: false, noarchive: false, nosnippet: false, noimageindex: false, notranslate: false };

/** No social preview set (the summary card). */
export const social = {
  ogTitle: '',
  ogDescription: '',
  ogImage: '',
  twitterCard: 'summary' as const,
  twitterTitle: '',
  twitterDescription: '',
  twitterImage: '',
};

/** No search setup at all. */
const emptySeo = {
  __typename: 'PageSeo' as const,
  title: '',
  description: '',
  keywords: [] as string[],
  canonicalUrl: '',
  redirectUrl: '',
  schema: '',
  robots: { __typename: 'PageRobots' as const, ...robots },
  social: { __typename: 'PageSocial' as const, ...social },
};

/** "Water Heaters" as stored, with `seo` over an empty search setup and the page's other fields (its Spanish version). */
export function storedPage<Extra extends object>(extra: Extra = {} as Extra, seo: Partial<typeof emptySeo> = {}) {
  return {
    __typename: 'Page' as const,
    id: 'p1',
    updatedAt: '2026-11-20T14:03:12.345Z',
    publishedAt: '2026-11-01T14:00:00.000Z' as string | null,
    unpublishedChanges: false,
    title: 'Water Heaters',
    slug: 'water-heaters',
    content: '<p>Hot water.</p>',
    type: 'page' as const,
    ...extra,
    seo: { ...emptySeo, ...seo },
  };
}

/** "Water Heaters" has not been published since revisions were kept. */
export const noRevisions = {
  request: { query: PageRevisionsDocument, variables: { pageId: 'p1' } },
  result: { data: { pageRevisions: [] } },
};
