import type { MouseEvent } from 'react';
import './owner-content.css';

/**
 * What the owner wrote in the visual editor, as the server sends it to visitors (a page's content, an
 * area's introduction): allow-listed HTML without scripts or event handlers, its facts filled in.
 */
export function OwnerContent({ html, lang, onClick }: { html: string; lang?: string; onClick?: (event: MouseEvent<HTMLElement>) => void }) {
  return <div className="page-content" lang={lang} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
