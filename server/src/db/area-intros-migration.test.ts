import { textAsHtml } from '@plumbing/shared';
import { createTestDatabase } from '../../test/test-database';
import { createLogger } from '../logger';
import { openAppDatabase } from '../database';
import { migrations } from './migrations';

// Issue #52: area pages' introductions are page HTML now; those an older version kept as plain text become their paragraphs.
describe('upgrades: area pages’ introductions', () => {
  it('become HTML paragraphs, escaped, in English and in Spanish, reading as they did', async () => {
    const older = migrations.slice(
      0,
      migrations.findIndex((migration) => migration.name === 'AreaIntrosAsHtml1765010000000'),
    );
    const intro = 'Brandon homes <1980 & older.\nMost on wells.\n\n  We fix them.  ';
    const spanish = { intro: 'Casas de Brandon.\n\nLas arreglamos.', faq: [{ question: '¿Pozos?', answer: 'Sí.' }] };
    const database = await createTestDatabase(older);
    try {
      await database.db.query(`INSERT INTO area_page (slug, intro, translations) VALUES ('brandon', $1, $2), ('valrico', '', '{}')`, [
        intro,
        JSON.stringify({ es: spanish }),
      ]);
      await database.db.destroy();

      const upgraded = await openAppDatabase(database.url, createLogger('silent'));
      try {
        const pages = await upgraded.query(`SELECT slug, intro, translations FROM area_page ORDER BY slug`);
        expect(pages).toEqual([
          {
            slug: 'brandon',
            intro: '<p>Brandon homes &lt;1980 &amp; older.<br>Most on wells.</p><p>We fix them.</p>',
            translations: { es: { ...spanish, intro: '<p>Casas de Brandon.</p><p>Las arreglamos.</p>' } },
          },
          { slug: 'valrico', intro: '', translations: {} },
        ]);
        // The same HTML the app writes for plain text sent to it today.
        expect(pages[0].intro).toBe(textAsHtml(intro));
      } finally {
        await upgraded.destroy();
      }
    } finally {
      await database.drop();
    }
  });
});
