import type { MigrationInterface, QueryRunner } from 'typeorm';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Plain text as page HTML: each paragraph (after a blank line) a <p>, its line breaks kept (as the app's textAsHtml writes it at this migration). */
const asHtml = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\s*\n\s*/g, '<br>')}</p>`)
    .join('');

/**
 * Issue #52: area pages' introductions are written in the visual editor and stored as page HTML.
 * Those written so far are plain text, a blank line between paragraphs: each becomes its paragraphs.
 */
export class AreaIntrosAsHtml1765010000000 implements MigrationInterface {
  name = 'AreaIntrosAsHtml1765010000000';

  async up(q: QueryRunner): Promise<void> {
    const pages: Array<{ slug: string; intro: string; translations: { es?: { intro?: string } } }> = await q.query(
      'SELECT slug, intro, translations FROM area_page',
    );
    for (const { slug, intro, translations } of pages) {
      const es = translations.es;
      const spanish = es ? { ...translations, es: { ...es, intro: asHtml(es.intro ?? '') } } : translations;
      await q.query('UPDATE area_page SET intro = $2, translations = $3 WHERE slug = $1', [slug, asHtml(intro), JSON.stringify(spanish)]);
    }
  }

  async down(): Promise<void> {
    // The HTML stays: it reads the same, and the paragraphs' text is in it.
  }
}
