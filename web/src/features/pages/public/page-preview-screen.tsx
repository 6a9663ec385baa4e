import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { graphql } from '../../../gql';
import { usePageTitle } from '../../../platform/head/use-page-title';
import { useWords } from '../../../platform/i18n/words';
import { PageLoading } from '../../../ui/status/page-loading';
import { ContentPageArticle } from './content-page-article';
import { useInAppLinks } from './content-page-screen';

const PagePreviewQuery = graphql(`
  query PagePreview($id: ID!, $locale: Locale = en) {
    pageToEdit(id: $id) {
      id
      title
      html(locale: $locale)
      es {
        title
      }
    }
  }
`);

/**
 * /preview/pages/{id} (and /es/vista-previa/paginas/{id}): a page's draft in the site's frame, as
 * visitors will read it once published (issue #52). The owner's alone: its words come from an
 * owner-only query, the server keeps it out of caches and search engines and lets only the admin
 * frame it (its preview at phone and desktop widths).
 */
export default function PagePreviewScreen() {
  const { id = '' } = useParams();
  const t = useWords();
  // The owner's words are the admin's English, above the page in whichever language it is previewed.
  usePageTitle('Draft preview');
  const onContentClick = useInAppLinks(t.locale);
  const variables = t.locale === 'en' ? { id } : { id, locale: t.locale };
  const { data, loading } = useQuery(PagePreviewQuery, { variables, fetchPolicy: 'network-only' });
  const page = data?.pageToEdit;

  if (loading && !page) return <PageLoading />;
  if (!page)
    return (
      <div className="content-page">
        <p role="alert" lang="en">
          This preview is for the owner: sign in to the admin, then open it again from the page editor.
        </p>
      </div>
    );
  return (
    <>
      <p className="page-preview-notice" role="note" lang="en">
        Preview of your draft: visitors do not read it until you publish it.
      </p>
      <ContentPageArticle page={page} onContentClick={onContentClick} />
    </>
  );
}
