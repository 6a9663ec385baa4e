import { useEffect, type MouseEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { graphql } from '../../../gql';
import { PageLoading } from '../../../ui/status/page-loading';
import { usePageQuery } from '../../../platform/apollo/use-page-query';
import { usePageHead } from '../../../platform/head/use-page-title';
import { NotFoundScreen } from '../../../ui/status/not-found-screen';
import './content-page-screen.css';

const PublicPageQuery = graphql(`
  query PublicPage($slug: String!) {
    pageBySlug(slug: $slug) {
      id
      title
      slug
      html
      seo {
        redirectUrl
      }
      head {
        title
        description
        keywords
        canonical
        robots
        ogTitle
        ogDescription
        ogImage
        ogUrl
        ogType
        twitterCard
        twitterTitle
        twitterDescription
        twitterImage
        schema
      }
    }
  }
`);

/** Links inside page content to this site's own screens navigate in the app instead of reloading it. */
function useInAppLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (link.target && link.target !== '_self') return;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(`${url.pathname}${url.search}${url.hash}`);
  };
}

/** /{slug} and /pages/{slug}: a content page the owner wrote (spec §2 dynamic content page). */
export default function ContentPageScreen() {
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const onContentClick = useInAppLinks();
  // Shown at once when cached, and refreshed: the owner may just have edited it.
  const { data, loading } = usePageQuery(PublicPageQuery, { variables: { slug }, skip: !slug });
  const page = data?.pageBySlug;
  // The page moved (its redirect URL), or this is one of its former slugs.
  const redirect = page ? page.seo.redirectUrl || (page.slug !== slug ? `/pages/${page.slug}` : '') : '';

  useEffect(() => {
    if (!redirect) return;
    if (redirect.startsWith('/')) navigate(redirect, { replace: true });
    else window.location.replace(redirect);
  }, [redirect, navigate]);
  usePageHead(page && !redirect ? page.head : null);

  if ((loading && !page) || redirect) return <PageLoading />;
  // Spec §2: a failed fetch shows the 404 screen too (a page already shown stays).
  if (!page) return <NotFoundScreen />;
  return (
    <article className="content-page">
      <h1>{page.title}</h1>
      {/* Sanitised by the server when saved: an allowlist without scripts or event handlers. */}
      <div className="page-content" onClick={onContentClick} dangerouslySetInnerHTML={{ __html: page.html }} />
    </article>
  );
}
