import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTranslator, es } from '@plumbing/shared';
import { PublicProjectDocument, type PublicProjectQuery } from '../../../gql/graphql';
import { WordsProvider } from '../../../platform/i18n/words';
import { renderScreen } from '../../../../test/render-screen';
import ProjectDetailScreen from './project-detail-screen';

const picture = (name: string) => ({
  __typename: 'ResponsiveImage',
  src: `/uploads/p/${name}-960w.webp`,
  srcset: `/uploads/p/${name}-480w.webp 480w, /uploads/p/${name}-960w.webp 960w`,
  width: 1200,
  height: 800,
});

type ProjectTranslation = NonNullable<NonNullable<PublicProjectQuery['project']>['es']> & { __typename: string };

const PROJECT = {
  __typename: 'Project',
  id: 'p-1',
  title: 'Bayshore Bathroom Remodel',
  description: 'A hall bath rebuilt around a curbless shower.',
  category: 'Residential',
  type: 'Remodel',
  completionDate: '2025-11-20',
  highlights: ['Step-free shower'],
  details: 'Permit closed in a week.',
  specifications: {
    __typename: 'ProjectSpecifications',
    duration: '3 weeks',
    location: 'Bayshore, Tampa',
    services: ['Drain replacement'],
    materials: ['PEX'],
  },
  projectDetails: {
    __typename: 'ProjectDetails',
    challenge: 'Cracked cast-iron drains.',
    solution: 'New PVC drains.',
    outcome: 'No more slow drains.',
  },
  picture: picture('main'),
  gallery: [
    { __typename: 'GalleryImage', url: '/uploads/p/before.jpg', caption: 'Before: the old tub', picture: picture('before') },
    { __typename: 'GalleryImage', url: '/uploads/p/after.jpg', caption: '', picture: picture('after') },
  ],
  es: null as ProjectTranslation | null,
};

/** The owner's Spanish version, its details and materials left empty. */
const SPANISH: ProjectTranslation = {
  __typename: 'ProjectTranslation',
  title: 'Remodelación de baño en Bayshore',
  description: 'Un baño rehecho alrededor de una ducha sin bordillo.',
  type: 'Remodelación',
  details: '',
  duration: '3 semanas',
  location: 'Bayshore, Tampa',
  challenge: 'Desagües de hierro fundido agrietados.',
  solution: 'Desagües nuevos de PVC.',
  outcome: 'Se acabaron los desagües lentos.',
  highlights: ['Ducha sin escalón'],
  services: ['Cambio de desagües'],
  materials: [],
};

const projectMock = (id: string, project: typeof PROJECT | null): MockLink.MockedResponse => ({
  request: { query: PublicProjectDocument, variables: { id } },
  result: { data: { project } },
  maxUsageCount: 2, // the screen and its gallery ask alike
});

const renderSpanish = (at: string, mocks: MockLink.MockedResponse[]) =>
  renderScreen(
    <WordsProvider value={createTranslator('es', es)}>
      <ProjectDetailScreen />
    </WordsProvider>,
    { at, mocks },
  );

beforeAll(() => {
  // jsdom has <dialog> without its modal methods.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
  };
});

describe("a project's page in Spanish (issue #41)", () => {
  it("speaks Spanish around the owner's English, which is marked lang=en, with a notice that it is in English", async () => {
    renderSpanish('/es/proyectos/p-1', [projectMock('p-1', PROJECT)]);
    const title = await screen.findByRole('heading', { level: 1, name: PROJECT.title });
    expect(title).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Este proyecto está descrito en inglés.')).not.toHaveAttribute('lang');
    expect(screen.getByText(PROJECT.description)).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('img', { name: PROJECT.title })).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Residencial')).toHaveClass('project-badge');
    expect(screen.getByRole('link', { name: '← Todos los proyectos' })).toHaveAttribute('href', '/es/proyectos');

    for (const [heading, text] of [
      ['El desafío', 'Cracked cast-iron drains.'],
      ['Nuestra solución', 'New PVC drains.'],
      ['El resultado', 'No more slow drains.'],
      ['Detalles', 'Permit closed in a week.'],
    ]) {
      const part = screen.getByRole('region', { name: heading });
      expect(within(part).getByText(text)).toHaveAttribute('lang', 'en');
    }

    const facts = screen.getByRole('complementary', { name: 'Datos del proyecto' });
    const fact = (term: string) => within(facts).getByText(term).nextElementSibling;
    expect(fact('Terminado')).toHaveTextContent('20 nov 2025');
    expect(fact('Terminado')).not.toHaveAttribute('lang');
    expect(fact('Duración')).toHaveTextContent('3 weeks');
    expect(fact('Duración')).toHaveAttribute('lang', 'en');
    expect(fact('Ubicación')).toHaveAttribute('lang', 'en');
    expect(fact('Tipo')).toHaveAttribute('lang', 'en');
    for (const heading of ['Aspectos destacados', 'Servicios prestados', 'Materiales utilizados']) {
      expect(within(facts).getByRole('heading', { name: heading }).nextElementSibling).toHaveAttribute('lang', 'en');
    }

    expect(screen.getByRole('heading', { name: '¿Necesita algo parecido?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contáctenos' })).toHaveAttribute('href', '/es/contacto');
    expect(screen.getByRole('link', { name: 'Agendar servicio' })).toHaveAttribute('href', '/es/agendar');
    expect(screen.queryByText(/The Challenge|Contact Us|Gallery/)).not.toBeInTheDocument();
  });

  it('opens the gallery in Spanish: photo n of m, its buttons, the English caption marked', async () => {
    renderSpanish('/es/proyectos/p-1', [projectMock('p-1', PROJECT)]);
    expect(await screen.findByRole('heading', { name: 'Galería' })).toBeInTheDocument();
    expect(screen.getByText('Before: the old tub')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('button', { name: 'Abrir la foto 2 de 2' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Abrir la foto 1 de 2: Before: the old tub' }));

    const lightbox = screen.getByRole('dialog', { name: `${PROJECT.title}: foto 1 de 2` });
    expect(within(lightbox).getByText('1 de 2')).toBeInTheDocument();
    expect(within(lightbox).getByRole('img', { name: 'Before: the old tub' })).toHaveAttribute('lang', 'en');
    expect(within(lightbox).getByRole('button', { name: 'Cerrar la galería' })).toBeInTheDocument();
    expect(within(lightbox).getByRole('button', { name: 'Foto anterior' })).toBeInTheDocument();
    await userEvent.click(within(lightbox).getByRole('button', { name: 'Foto siguiente' }));
    expect(within(lightbox).getByText('2 de 2')).toBeInTheDocument();
    // A photo without a caption is named by the project's title and its number.
    expect(within(lightbox).getByRole('img', { name: `${PROJECT.title}, foto 2` })).not.toHaveAttribute('lang');
  });

  it("shows the owner's Spanish version in Spanish, with no notice, and only what it leaves empty in English, marked lang=en", async () => {
    renderSpanish('/es/proyectos/p-1', [projectMock('p-1', { ...PROJECT, es: SPANISH })]);
    const title = await screen.findByRole('heading', { level: 1, name: SPANISH.title });
    expect(title).not.toHaveAttribute('lang');
    expect(screen.queryByText('Este proyecto está descrito en inglés.')).not.toBeInTheDocument();
    expect(screen.queryByText(PROJECT.title)).not.toBeInTheDocument();
    expect(screen.getByText(SPANISH.description)).not.toHaveAttribute('lang');
    expect(screen.getByRole('img', { name: SPANISH.title })).not.toHaveAttribute('lang');
    for (const [heading, text] of [
      ['El desafío', SPANISH.challenge],
      ['Nuestra solución', SPANISH.solution],
      ['El resultado', SPANISH.outcome],
    ])
      expect(within(screen.getByRole('region', { name: heading })).getByText(text)).not.toHaveAttribute('lang');
    // Details and materials have no Spanish: the owner's English, marked.
    expect(within(screen.getByRole('region', { name: 'Detalles' })).getByText(PROJECT.details)).toHaveAttribute('lang', 'en');

    const facts = screen.getByRole('complementary', { name: 'Datos del proyecto' });
    const fact = (term: string) => within(facts).getByText(term).nextElementSibling;
    expect(fact('Duración')).toHaveTextContent('3 semanas');
    expect(fact('Duración')).not.toHaveAttribute('lang');
    expect(fact('Tipo')).toHaveTextContent('Remodelación');
    const list = (heading: string) => within(facts).getByRole('heading', { name: heading }).nextElementSibling;
    expect(list('Aspectos destacados')).toHaveTextContent('Ducha sin escalón');
    expect(list('Aspectos destacados')).not.toHaveAttribute('lang');
    expect(list('Servicios prestados')).toHaveTextContent('Cambio de desagües');
    expect(list('Materiales utilizados')).toHaveTextContent('PEX');
    expect(list('Materiales utilizados')).toHaveAttribute('lang', 'en');

    // The gallery's captions stay English; the lightbox is named by the Spanish title.
    expect(await screen.findByText('Before: the old tub')).toHaveAttribute('lang', 'en');
    await userEvent.click(screen.getByRole('button', { name: 'Abrir la foto 2 de 2' }));
    expect(screen.getByRole('dialog', { name: `${SPANISH.title}: foto 2 de 2` })).toBeInTheDocument();
  });

  it('says in Spanish when the project does not exist', async () => {
    renderSpanish('/es/proyectos/nope', [projectMock('nope', null)]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Proyecto no encontrado' })).toBeInTheDocument();
    expect(screen.getByText('No se encontró el proyecto solicitado.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a los proyectos' })).toHaveAttribute('href', '/es/proyectos');
  });
});

describe("a project's page in English", () => {
  it("marks no language and shows no notice: the owner's words are the page's", async () => {
    renderScreen(<ProjectDetailScreen />, { at: '/projects/p-1', mocks: [projectMock('p-1', PROJECT)] });
    const title = await screen.findByRole('heading', { level: 1, name: PROJECT.title });
    expect(title).not.toHaveAttribute('lang');
    expect(document.querySelector('[lang]')).toBeNull();
    expect(screen.queryByText(/described in English/)).not.toBeInTheDocument();
    expect(screen.getByText('Residential')).toHaveClass('project-badge');
    expect(screen.getByRole('link', { name: '← All projects' })).toHaveAttribute('href', '/projects');
    expect(await screen.findByRole('button', { name: 'Open photo 1 of 2: Before: the old tub' })).toBeInTheDocument();
  });

  it('shows the English of a project that has a Spanish version too', async () => {
    renderScreen(<ProjectDetailScreen />, { at: '/projects/p-1', mocks: [projectMock('p-1', { ...PROJECT, es: SPANISH })] });
    expect(await screen.findByRole('heading', { level: 1, name: PROJECT.title })).not.toHaveAttribute('lang');
    expect(screen.queryByText(SPANISH.description)).not.toBeInTheDocument();
    expect(document.querySelector('[lang]')).toBeNull();
  });
});
