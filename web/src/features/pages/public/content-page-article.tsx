import type { MouseEvent } from 'react';
import { useWords } from '../../../platform/i18n/words';
import { OwnerContent } from '../../../ui/layout/owner-content';
import './content-page-screen.css';

/** What a content page shows: its title and content as visitors read them, and its Spanish title. */
export interface ArticlePage {
  title: string;
  html: string;
  es?: { title: string } | null;
}

/**
 * A content page's article, published (ContentPageScreen) or a draft's preview (PagePreviewScreen):
 * in Spanish its Spanish version, or its English in the Spanish frame under a note that says so.
 */
export function ContentPageArticle({
  page,
  onContentClick,
}: {
  page: ArticlePage;
  onContentClick?: (event: MouseEvent<HTMLElement>) => void;
}) {
  const t = useWords();
  const translated = t.locale === 'es' ? page.es : null;
  // The language of the owner's words when it is not the page's: the English of a page not written in Spanish.
  const ownerLang = t.locale === 'en' || translated ? undefined : 'en';
  return (
    <article className="content-page">
      {ownerLang && <p className="content-page-language-note">{t('page.englishNotice')}</p>}
      <h1 lang={ownerLang}>{translated?.title ?? page.title}</h1>
      <OwnerContent html={page.html} lang={ownerLang} onClick={onContentClick} />
    </article>
  );
}
