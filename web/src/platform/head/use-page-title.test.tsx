import { createTranslator, englishTranslator, es } from '@plumbing/shared';

/**
 * The hook module as loaded into a document the server wrote a head for (or none). It reads that
 * head once, when loaded: each test loads its own copy (with its own React, router and renderer).
 */
function loadWith(serverHead: string, pathname: string) {
  document.head.innerHTML = serverHead;
  window.history.replaceState(null, '', pathname);
  let loaded!: {
    hooks: typeof import('./use-page-title');
    render: typeof import('@testing-library/react/pure').render;
    MemoryRouter: typeof import('react-router-dom').MemoryRouter;
  };
  jest.isolateModules(() => {
    /* eslint-disable @typescript-eslint/no-require-imports -- jest.isolateModules loads fresh copies only through require */
    // The fresh copy's words, as app/boot.ts sets them: an English page's.
    require('../i18n/words').setDocumentWords(englishTranslator());
    loaded = {
      hooks: require('./use-page-title'),
      render: require('@testing-library/react/pure').render, // pure: registers no cleanup hooks from inside a test
      MemoryRouter: require('react-router-dom').MemoryRouter,
    };
    /* eslint-enable @typescript-eslint/no-require-imports */
  });
  return loaded;
}

const SERVED = `
  <title>Served title</title>
  <meta name="description" content="Served description" />
  <link rel="canonical" href="https://plumbing.example/pages/served" />
  <meta property="og:image" content="https://plumbing.example/served.jpg" />
  <script type="application/ld+json" id="page-schema">{"@type":"Service"}</script>
  <script type="application/ld+json" id="business-schema">{"@type":"Plumber"}</script>`;

function Screen({ hooks, title }: { hooks: ReturnType<typeof loadWith>['hooks']; title?: string }) {
  hooks.usePageTitle(title);
  return null;
}

const meta = (selector: string) => document.head.querySelector(`meta[${selector}]`)?.getAttribute('content');

describe('usePageTitle', () => {
  it("writes a whole head for another screen, and puts the server's back on the URL it served", () => {
    const { hooks, render, MemoryRouter } = loadWith(SERVED, '/pages/served');
    const at = (path: string) =>
      render(
        <MemoryRouter initialEntries={[path]}>
          <Screen hooks={hooks} />
        </MemoryRouter>,
      );

    // A listed route's title and description come from the shared route table, with the business's facts.
    const contact = at('/contact');
    expect(document.title).toBe('Contact Us | Gulf Coast Plumbing & Renovation');
    expect(meta('name="description"')).toBe(
      'Contact Gulf Coast Plumbing & Renovation in Tampa, FL: call (813) 555-0142, e-mail us or send a message. Emergency plumbing service is available 24/7.',
    );
    expect(meta('name="robots"')).toBe('index, follow');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/contact');
    expect(meta('property="og:image"')).toBeUndefined();
    expect(document.getElementById('page-schema')).toBeNull();
    expect(document.getElementById('business-schema')).not.toBeNull();
    contact.unmount();

    at('/pages/served');
    expect(document.title).toBe('Served title');
    expect(meta('name="description"')).toBe('Served description');
    expect(meta('property="og:image"')).toBe('https://plumbing.example/served.jpg');
    expect(document.getElementById('page-schema')?.nextElementSibling?.id).toBe('business-schema');
  });

  it('titles the home page with the global SEO settings the server wrote, and other screens with their own title', () => {
    const seo = { publicUrl: 'https://plumbing.example', title: 'Tampa Plumbers', description: 'Pipes fixed.', keywords: ['pipes'] };
    const { hooks, render, MemoryRouter } = loadWith(
      `<script id="site-config" type="application/json">${JSON.stringify({ seo })}</script>`,
      '/about',
    );
    const at = (path: string, title?: string) =>
      render(
        <MemoryRouter initialEntries={[path]}>
          <Screen hooks={hooks} title={title} />
        </MemoryRouter>,
      );
    at('/').unmount();
    expect(document.title).toBe('Tampa Plumbers');
    expect(meta('name="description"')).toBe('Pipes fixed.');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://plumbing.example/');
    at('/projects/p-1', 'Kitchen remodel');
    expect(document.title).toBe('Kitchen remodel | Gulf Coast Plumbing & Renovation');
    expect(meta('name="description"')).toBe('Pipes fixed.');
    expect(meta('name="keywords"')).toBe('pipes');
  });

  it('keeps admin screens out of search results', () => {
    const { hooks, render, MemoryRouter } = loadWith('', '/');
    render(
      <MemoryRouter initialEntries={['/admin/pages']}>
        <Screen hooks={hooks} title="Pages" />
      </MemoryRouter>,
    );
    expect(document.title).toBe('Pages | Gulf Coast Plumbing & Renovation');
    expect(meta('name="robots"')).toBe('noindex, nofollow');
  });

  it("heads a Spanish screen in Spanish, the home page with the catalog's words instead of the owner's English settings", () => {
    const seo = { publicUrl: 'https://plumbing.example', title: 'Tampa Plumbers', description: 'Pipes fixed.', keywords: ['pipes'] };
    const { hooks } = loadWith(`<script id="site-config" type="application/json">${JSON.stringify({ seo })}</script>`, '/');
    const spanish = createTranslator('es', es);
    // The owner's keywords are English: a Spanish screen has none, and the catalog's description where it has none of its own.
    expect(hooks.screenHead('/es/citas/x', spanish, 'Su cita')).toMatchObject({
      description: 'Servicio profesional de plomería 24/7. Plomeros con licencia y seguro en Tampa, FL.',
      keywords: [],
    });
    const about = hooks.screenHead('/es/nosotros', spanish);
    expect(about.title).toBe('Quiénes somos | Gulf Coast Plumbing & Renovation');
    expect(about.description).toBe(
      'Conozca a Gulf Coast Plumbing & Renovation: profesionales de plomería y renovación con licencia y seguro que dan servicio en Tampa, FL y sus alrededores.',
    );
    expect(hooks.screenHead('/es', spanish).title).toBe('Gulf Coast Plumbing & Renovation | Servicios profesionales de plomería');
    expect(hooks.screenHead('/es/proyectos', spanish)).toMatchObject({
      title: 'Proyectos | Gulf Coast Plumbing & Renovation',
      canonical: expect.stringMatching(/\/es\/proyectos$/),
    });
  });

  it("names the English page canonical for a Spanish page of the owner's English words (a project's)", () => {
    const { hooks } = loadWith('', '/');
    const project = hooks.screenHead('/es/proyectos/p-1', createTranslator('es', es), 'Kitchen remodel');
    expect(project.title).toBe('Kitchen remodel | Gulf Coast Plumbing & Renovation');
    expect(project.canonical).toMatch(/\/projects\/p-1$/);
    expect(project.canonical).not.toContain('/es/');
    expect(project.ogUrl).toBe(project.canonical);
    expect(hooks.screenHead('/projects/p-1', englishTranslator(), 'Kitchen remodel').canonical).toBe(project.canonical);
  });

  it("names a Spanish page of the owner's Spanish version (a translated project's) its own canonical", () => {
    const { hooks } = loadWith('', '/');
    const project = hooks.screenHead('/es/proyectos/p-1', createTranslator('es', es), 'Recableado', { translated: true });
    expect(project.title).toBe('Recableado | Gulf Coast Plumbing & Renovation');
    expect(project.canonical).toMatch(/\/es\/proyectos\/p-1$/);
    expect(project.ogUrl).toBe(project.canonical);
  });
});
