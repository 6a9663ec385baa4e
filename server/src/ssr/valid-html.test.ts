// Issue #41, item 6: every public page as the server sends it, in English and in Spanish, is valid
// HTML by html-validate's recommended rules. The pages are the web app's own server render
// (web/dist-ssr, built before the tests), so a markup fault in a React component fails here, each
// finding with its page, line, rule and what to fix.
import fs from 'node:fs';
import path from 'node:path';
import { HtmlValidate, type ConfigData } from 'html-validate';
import type { SmtpCatcher } from '@plumbing/test-support';
import { buildAppointment, buildAreaPage, buildPage, buildProject, separateSlot } from '../../test/factories';
import { REQUEST_APPOINTMENT, SAVE_AREA_PAGE, SAVE_PAGE_IN_TWO_LANGUAGES, SAVE_PROJECT } from '../../test/operations';
import { startServerWithMail } from '../../test/server-with-mail';
import { fillSite, SITE_CONTENT_NOW } from '../../test/site-content';
import type { TestServer } from '../../test/test-server';
import { unsubscribeLinkMinter } from '../modules/mail/unsubscribe';
import { WEB_DIST } from './spa';

const SITE = 'https://plumbing.example';

/** The recommended rules, their style options set to how React writes markup; each rule set otherwise says why. */
const RULES: ConfigData = {
  extends: ['html-validate:recommended'],
  rules: {
    // Off: both forms are HTML, and the tools differ: React writes <br/>, Vite's build writes index.html's stylesheet <link>.
    'void-style': 'off',
    // React writes a true boolean attribute as disabled="".
    'attribute-boolean-style': ['error', { style: 'empty' }],
    // Off: both forms are HTML, and the tools differ: React writes hidden="" (the install banner), Vite's build a bare crossorigin.
    'attribute-empty-style': 'off',
    // React writes some attributes by their DOM property's name (hrefLang, srcSet, autoComplete); HTML ignores their case.
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    'doctype-style': ['error', { style: 'lowercase' }],
    // React's useId ids start with an underscore (_R_1_): valid HTML5 ids, which only must not be empty or hold a space.
    'valid-id': ['error', { relaxed: true }],
    // A phone link's class keeps it on one line in CSS (web/src/ui/base.css), the rule's own remedy.
    'tel-non-breaking': ['error', { ignoreClasses: ['call-link'] }],
    // The rule counts an escaped character as its entity: the business name's "&amp;" is 4 characters longer than its "&".
    'long-title': ['error', { maxlength: 74 }],
  },
};
const validator = new HtmlValidate(RULES);

/** html-validate's findings in `html`, one line each: "page line:column rule: message". */
async function violations(page: string, html: string): Promise<string[]> {
  const report = await validator.validateString(html, page);
  return report.results.flatMap((result) =>
    result.messages.map((message) => `${page} ${message.line}:${message.column} ${message.ruleId}: ${message.message}`),
  );
}

describe('every public page, as the server sends it', () => {
  let server: TestServer;
  let smtp: SmtpCatcher;
  /** The pages to check: every page of the sitemap, and those it leaves out (a 404, a customer's own pages). */
  const pages: string[] = [];
  const unsubscribes: string[] = [];

  /** The first e-mail to `address`, once it came. */
  async function mailTo(address: string) {
    for (const deadline = Date.now() + 10_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 25))) {
      const mail = smtp.messages.find((message) => (message.to as { text?: string } | undefined)?.text === address);
      if (mail) return mail;
    }
    throw new Error(`no e-mail to ${address}`);
  }

  beforeAll(async () => {
    if (!fs.existsSync(path.join(WEB_DIST, '..', 'dist-ssr', 'prerender.js')))
      throw new Error('the web app is not built: npm run build -w packages/shared && npm run build -w server && npm run build -w web');
    let token: string;
    ({ server, smtp, token } = await startServerWithMail(() => SITE_CONTENT_NOW, { env: { PUBLIC_URL: SITE } }));
    await fillSite(server, token);
    const spanish = { title: 'Calentadores', content: '<p>Agua caliente.</p>', seoTitle: '', seoDescription: '' };
    await server.graphql(SAVE_PAGE_IN_TWO_LANGUAGES, { input: buildPage({ title: 'Heaters', slug: 'heaters', es: spanish }) }, token);
    // The service areas' pages (issue #42): Tampa's in two languages with a project done there (listed in the sitemap, as its
    // project is), Pinellas County's in English only and too short to be listed.
    const faq = [{ question: 'Do you serve Seminole Heights?', answer: 'Yes, and Tampa Heights next door.' }];
    const esFaq = [{ question: '¿Atienden Seminole Heights?', answer: 'Sí, y también Tampa Heights.' }];
    const tampa = buildAreaPage({
      slug: 'tampa',
      published: true,
      faq,
      es: { intro: 'Reparamos tuberías en Tampa desde 2017.', faq: esFaq },
    });
    await server.graphql(SAVE_AREA_PAGE, { input: tampa }, token);
    await server.graphql(
      SAVE_AREA_PAGE,
      { input: buildAreaPage({ slug: 'pinellas-county', intro: 'Beach houses and salt air.', published: true }) },
      token,
    );
    await server.graphql(SAVE_PROJECT, { input: buildProject({ title: 'Seminole Heights repipe', serviceArea: 'tampa' }) }, token);
    pages.push('/service-areas/pinellas-county', '/es/zonas/pinellas-county');
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    pages.push(...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc.slice(SITE.length) || '/'));
    // A project the owner wrote in English only: its Spanish page, that English in a Spanish frame, is in no sitemap.
    const { id } = (await server.graphql(SAVE_PROJECT, { input: buildProject({ title: 'Kitchen repipe' }) }, token)).body.data.saveProject;
    pages.push(`/es/proyectos/${id}`, '/no-such-page', '/es/no-existe');
    // The manage pages of a booking in each language, by the link its receipt carries; each on a day of its own, past
    // fillSite's (the one crew is out for the whole repair: issue #50).
    for (const [index, locale] of (['en', 'es'] as const).entries()) {
      const input = buildAppointment({ locale, customerEmail: `${locale}@example.com`, preferredDate: separateSlot(10 + index) });
      await server.graphql(REQUEST_APPOINTMENT, { input }, undefined, { 'x-forwarded-for': `10.9.0.${index}` });
    }
    for (const locale of ['en', 'es']) {
      const receipt = await mailTo(`${locale}@example.com`);
      pages.push(new URL(/https?:\/\/\S+\/(appointments|citas)\/[\w-]{43}/.exec(receipt.text ?? '')![0]).pathname);
    }
    // An unsubscribe link's page in each language (the link of an e-mail to an English, a Spanish customer).
    for (const locale of ['en', 'es'] as const) {
      const email = {
        id: 'none',
        kind: 'appointment-reminder',
        to: `${locale}@example.com`,
        subject: '',
        text: '',
        html: '',
        headers: {},
        attachments: [],
        locale,
      };
      unsubscribes.push(new URL(await unsubscribeLinkMinter(SITE)(server.app.services.db.manager, email)).pathname);
    }
    pages.push(...unsubscribes);
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.stop();
  });

  it('is valid HTML, in English and in Spanish', async () => {
    expect(pages).toEqual(
      expect.arrayContaining([
        '/',
        '/es',
        '/es/paginas/heaters',
        '/service-areas',
        '/es/zonas',
        '/service-areas/tampa',
        '/es/zonas/tampa',
        expect.stringMatching(/^\/es\/citas\//),
        expect.stringMatching(/^\/appointments\//),
      ]),
    );
    const found: string[] = [];
    for (const page of pages) {
      const response = await fetch(`${server.url}${page}`);
      const html = await response.text();
      // Rendered by the web app, not sent empty for the browser to render.
      if (!unsubscribes.includes(page)) expect({ page, rendered: /<div id="root"><./.test(html) }).toEqual({ page, rendered: true });
      found.push(...(await violations(page, html)));
    }
    // The unsubscribe's answers: done, and a link it does not know.
    for (const page of [...unsubscribes, '/unsubscribe/unknown', '/es/baja/unknown']) {
      const response = await fetch(`${server.url}${page}`, { method: 'POST' });
      found.push(...(await violations(`POST ${page}`, await response.text())));
    }
    expect(found).toEqual([]);
  });
});
