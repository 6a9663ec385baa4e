import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { Form } from 'antd';
import { renderScreen } from '../../../../test/render-screen';
import { preloadVisualEditor } from './content-editor';
import { PageContentField } from './page-content-field';

function Editor({
  content,
  loaded,
  lang,
  onContent,
}: {
  content: string;
  loaded?: string;
  lang?: 'es';
  onContent?: (html: string) => void;
}) {
  const [form] = Form.useForm();
  const name = lang ? ['es', 'content'] : ['content'];
  return (
    <Form
      form={form}
      initialValues={lang ? { es: { content } } : { content }}
      onValuesChange={(_, values: { content?: string }) => onContent?.(values.content ?? '')}
    >
      <PageContentField name={name} lang={lang} {...(lang && { visualLabel: 'Content in Spanish' })} />
      {/* The edit conflict's "load the saved copy" (use-page-form.ts), as another tab left it. */}
      {loaded && <button onClick={() => form.setFieldsValue({ content: loaded })}>Load the saved copy</button>}
    </Form>
  );
}

// Issue #38: a page says the business's facts through the profile, and the editor says when it does not.
describe('the page content field as HTML', () => {
  beforeEach(() => localStorage.setItem('pageEditorMode', 'html'));
  afterEach(() => localStorage.clear());

  it('inserts a placeholder where the cursor is', async () => {
    renderScreen(<Editor content="<p>Call  today.</p>" />);
    const field = screen.getByLabelText('HTML Content') as HTMLTextAreaElement;
    act(() => field.focus());
    field.setSelectionRange(8, 8);
    await userEvent.click(screen.getByRole('button', { name: 'Insert office phone ({{business.phone}})' }));
    expect(field).toHaveValue('<p>Call {{business.phone}} today.</p>');
  });

  it('warns while the page writes out a phone number that is not the business’s, and not once it uses the placeholder', async () => {
    renderScreen(<Editor content="<p>Call (813) 555-0100 today.</p>" />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This page writes out (813) 555-0100, which is not your business phone ((813) 555-0142).',
    );
    fireEvent.change(screen.getByLabelText('HTML Content'), { target: { value: '<p>Call {{business.phone}} today.</p>' } });
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});

// Issue #52: the visual editor by default; HTML when chosen, or when the page has markup the editor would drop.
describe('the page content field’s modes', () => {
  afterEach(() => localStorage.clear());

  it('draws a visual editor loaded ahead (as the pages list does) with the form: no placeholder first, the page at once', async () => {
    await preloadVisualEditor();
    renderScreen(<Editor content="<h2>Leaks</h2><p>Call us today.</p>" />);
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Content' })).toHaveTextContent('LeaksCall us today.');
  });

  it('opens a page in the visual editor, the business’s facts as chips showing what visitors read', async () => {
    renderScreen(<Editor content="<h2>Leaks</h2><p>Call {{business.phone}} today.</p>" />);
    const document = await screen.findByRole('textbox', { name: 'Content' });
    expect(within(document).getByRole('heading', { level: 2, name: 'Leaks' })).toBeInTheDocument();
    expect(document).toHaveTextContent('Call (813) 555-0142 today.');
    expect(screen.getByRole('toolbar', { name: 'Formatting' })).toBeInTheDocument();
  });

  it('switches to HTML and back, keeping the content, and remembers the choice', async () => {
    renderScreen(<Editor content="<p>Call {{business.phone}} today.</p>" />);
    await screen.findByRole('textbox', { name: 'Content' });
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await user.click(screen.getByRole('radio', { name: 'HTML' }));
    expect(screen.getByLabelText('HTML Content')).toHaveValue('<p>Call {{business.phone}} today.</p>');
    expect(localStorage.getItem('pageEditorMode')).toBe('html');
    await user.click(screen.getByRole('radio', { name: 'Visual' }));
    expect(await screen.findByRole('textbox', { name: 'Content' })).toHaveTextContent('Call (813) 555-0142 today.');
  });

  it('opens a page with nothing to undo: Undo never empties the page just opened', async () => {
    renderScreen(<Editor content="<h2>Leaks</h2><p>Call us today.</p>" />);
    const document = await screen.findByRole('textbox', { name: 'Content' });
    expect(screen.getByRole('button', { name: /^Undo/ })).toBeDisabled();
    expect(document).toHaveTextContent('LeaksCall us today.');
  });

  it('shows a library image with its alt text in the document', async () => {
    renderScreen(<Editor content='<p>Our van:</p><img src="/uploads/library/a/0123456789ab-800x600.jpg" alt="Our van">' />);
    const document = await screen.findByRole('textbox', { name: 'Content' });
    expect(within(document).getByRole('img', { name: 'Our van' })).toHaveAttribute('src', '/uploads/library/a/0123456789ab-800x600.jpg');
  });

  it('says, above the document, which images no longer load, until each is removed', async () => {
    renderScreen(
      <Editor
        content='<p>Before:</p><img src="/uploads/library/a/gone-800x600.jpg" alt="Old water heater"><img src="/uploads/library/b/kept-800x600.jpg" alt="New one">'
        loaded='<p>Before:</p><img src="/uploads/library/b/kept-800x600.jpg" alt="New one">'
      />,
    );
    const document = await screen.findByRole('textbox', { name: 'Content' });
    // What Chromium does for a file no longer stored (a 404): the e2e media library test fetches one for real.
    fireEvent.error(within(document).getByRole('img', { name: 'Old water heater' }));
    fireEvent.load(within(document).getByRole('img', { name: 'New one' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An image of this page could not be loaded: “Old water heater”.');
    // The page without it (here the saved copy loaded again; the e2e test deletes it in the editor).
    await userEvent.click(screen.getByRole('button', { name: 'Load the saved copy' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(within(document).getByRole('img', { name: 'New one' })).toBeInTheDocument();
  });

  it('keeps a page whose markup the visual editor would drop in HTML, saying what, also when Visual is pressed', async () => {
    renderScreen(<Editor content='<p>Our van:</p><figure><img src="/van.jpg" alt="Van"></figure>' />);
    expect(screen.getByLabelText('HTML Content')).toHaveValue('<p>Our van:</p><figure><img src="/van.jpg" alt="Van"></figure>');
    expect(screen.getByText('This page stays in HTML: the visual editor would drop its figures.')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('HTML Content'), { target: { value: '<p>Our van.</p>' } });
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await user.click(screen.getByRole('radio', { name: 'Visual' }));
    expect(await screen.findByRole('textbox', { name: 'Content' })).toHaveTextContent('Our van.');
    await user.click(screen.getByRole('radio', { name: 'HTML' }));
    fireEvent.change(screen.getByLabelText('HTML Content'), { target: { value: '<p>Our van:</p><h1>Big</h1>' } });
    await user.click(screen.getByRole('radio', { name: 'Visual' }));
    expect(screen.getByLabelText('HTML Content')).toHaveValue('<p>Our van:</p><h1>Big</h1>');
    expect(
      screen.getByText('This page stays in HTML: the visual editor would drop its level-1 headings (the page title is the only one).'),
    ).toBeInTheDocument();
  });

  it('shows a saved copy loaded in its place as HTML when the visual editor would drop some of it', async () => {
    renderScreen(<Editor content="<p>Our van.</p>" loaded='<p>Our van:</p><figure><img src="/van.jpg" alt="Van"></figure>' />);
    expect(await screen.findByRole('textbox', { name: 'Content' })).toHaveTextContent('Our van.');
    fireEvent.click(screen.getByRole('button', { name: 'Load the saved copy' }));
    await waitFor(() =>
      expect(screen.getByLabelText('HTML Content')).toHaveValue('<p>Our van:</p><figure><img src="/van.jpg" alt="Van"></figure>'),
    );
    expect(screen.getByText('This page stays in HTML: the visual editor would drop its figures.')).toBeInTheDocument();
  });
});

// Issue #52: the "Call" and "Book a visit" buttons, in the page's language.
describe('the button blocks', () => {
  afterEach(() => localStorage.clear());
  it('shows a saved “Call” button as the visitor’s button with the profile’s phone', async () => {
    const call = '<p class="page-action"><a class="button button-primary" href="tel:{{business.phone}}">Call {{business.phone}}</a></p>';
    renderScreen(<Editor content={`<p>Leak?</p>${call}`} />);
    const document = await screen.findByRole('textbox', { name: 'Content' });
    expect(document).toHaveTextContent('Call (813) 555-0142Button: dials the office phone from the business profile');
    expect(screen.queryByText(/stays in HTML/)).not.toBeInTheDocument();
  });

  it('shows a Spanish “Book a visit” button in its words, to the Spanish booking form', async () => {
    const book = '<p class="page-action"><a class="button button-secondary" href="/es/agendar">Agendar una visita</a></p>';
    renderScreen(<Editor lang="es" content={book} />);
    expect(await screen.findByRole('textbox', { name: 'Content in Spanish' })).toHaveTextContent(
      'Agendar una visitaButton: opens the booking form (/es/agendar)',
    );
  });

  it('leaves a look-alike with other attributes to the HTML mode, which keeps them', () => {
    renderScreen(<Editor content='<p class="page-action"><a class="button" href="/schedule" title="Book">Book</a></p>' />);
    expect(
      screen.getByText('This page stays in HTML: the visual editor would drop its “class” attributes, “title” attributes.'),
    ).toBeInTheDocument();
  });

  it('hands the form what was written after it shows, and at once when the owner leaves the editor (a press of Publish reads it)', async () => {
    const handed: string[] = [];
    renderScreen(<Editor content="<p>Call us.</p>" onContent={(html) => handed.push(html)} />);
    const document = await screen.findByRole('textbox', { name: 'Content' });
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    // No frame drawn meanwhile: the write waits for one. (ProseMirror cannot read typing in jsdom: the toolbar writes.)
    const frames = jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    try {
      await user.click(screen.getByRole('button', { name: 'Insert a “Call us” button' }));
      expect(document).toHaveTextContent('Call (813) 555-0142');
      expect(handed).toEqual([]);
      fireEvent.blur(document);
      expect(handed).toEqual([expect.stringContaining('href="tel:{{business.phone}}"')]);
    } finally {
      frames.mockRestore();
    }
    await user.click(screen.getByRole('button', { name: 'Insert a “Book a visit” button' }));
    await waitFor(() => expect(handed.at(-1)).toContain('href="/schedule"'));
  });
});
