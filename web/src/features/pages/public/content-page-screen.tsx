import { useEffect, type MouseEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { localeOfPath, localizedPath, type Locale } from '@plumbing/shared';
import { graphql } from '../../../gql';
import { useWords } from '../../../platform/i18n/words';
import { PageLoading } from '../../../ui/status/page-loading';
import { usePageQuery } from '../../../platform/apollo/use-page-query';
import { usePageHead } from '../../../platform/head/use-page-title';
import { NotFoundScreen } from '../../../ui/status/not-found-screen';
import { ContentPageArticle } from './content-page-article';

const PublicPageQuery = graphql(`
  query PublicPage($slug: String!, $locale: Locale = en) {
    pageBySlug(slug: $slug) {
      id
      title
      slug
      html(locale: $locale)
      es {
        title
      }
      seo {
        redirectUrl
      }
      head(locale: $locale) {
        ...DocumentHeadFields
      }
    }
  }
`);

/**
 * Links inside page content to this site's own screens navigate in the app instead of reloading it;
 * a page in the other language is a document of its own (its words, its <html lang>).
 */
export function useInAppLinks(locale: Locale) {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (link.target && link.target !== '_self') return;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin || localeOfPath(url.pathname) !== locale) return;
    event.preventDefault();
    navigate(`${url.pathname}${url.search}${url.hash}`);
  };
}

/**
 * /{slug} and /pages/{slug}: a content page the owner wrote (spec §2 dynamic content page). At
 * /es/{slug} and /es/paginas/{slug} (issue #41) its Spanish version, or, when the owner wrote none,
 * its English in the Spanish frame, marked as English under a note that says so.
 */
export default function ContentPageScreen() {
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const t = useWords();
  const { locale } = t;
  const onContentClick = useInAppLinks(locale);
  // Shown at once when cached, and refreshed: the owner may just have edited it.
  // English is the query's default language: the English page asks as it always has.
  const variables = locale === 'en' ? { slug } : { slug, locale };
  const { data, loading } = usePageQuery(PublicPageQuery, { variables, skip: !slug });
  const page = data?.pageBySlug;
  // The page moved (its redirect URL), or this is one of its former slugs.
  const moved = `/pages/${page?.slug}`;
  const redirect = page ? page.seo.redirectUrl || (page.slug !== slug ? (localizedPath(moved, locale) ?? moved) : '') : '';

  useEffect(() => {
    if (!redirect) return;
    if (redirect.startsWith('/')) navigate(redirect, { replace: true });
    else window.location.replace(redirect);
  }, [redirect, navigate]);
  usePageHead(page && !redirect ? page.head : null);

  if ((loading && !page) || redirect) return <PageLoading />;
  // Spec §2: a failed fetch shows the 404 screen too (a page already shown stays).
  if (!page) return <NotFoundScreen />;
  return <ContentPageArticle page={page} onContentClick={onContentClick} />;
}
