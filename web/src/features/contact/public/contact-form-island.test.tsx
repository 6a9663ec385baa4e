import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { ContactMessages, createTranslator, ErrorCode, es } from '@plumbing/shared';
import { SendContactMessageDocument } from '../../../gql/graphql';
import { WordsProvider } from '../../../platform/i18n/words';
import { renderScreen } from '../../../../test/render-screen';
import { ContactForm } from './contact-form-island';

/** Whether the label of `name` carries the required mark. */
const marked = (name: string) => screen.getByText(name, { selector: 'label' }).classList.contains('label-required');

/** The server's answer to the message: its GraphQL errors, as it sends them. */
const refused = (...errors: GraphQLError[]): MockLink.MockedResponse => ({
  request: { query: SendContactMessageDocument, variables: () => true },
  result: { errors },
});
const invalid = (fields: Record<string, string>) =>
  new GraphQLError('Argument Validation Error', {
    extensions: {
      code: ErrorCode.BAD_USER_INPUT,
      validationErrors: Object.entries(fields).map(([property, message]) => ({ property, constraints: { [property]: message } })),
    },
  });

/** Fills every field with `labels` (the page's own words for them) and sends. */
async function fillAndSend(labels: { name: string; email: string; phone: string; service: string; message: string; send: string }) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(labels.name), 'María López');
  await user.type(screen.getByLabelText(labels.email), 'maria@example.invalid');
  await user.type(screen.getByLabelText(labels.phone), '12');
  await user.selectOptions(screen.getByLabelText(labels.service), 'maintenance');
  await user.type(screen.getByLabelText(labels.message), 'El desagüe de la cocina va lento.');
  await user.click(screen.getByRole('button', { name: labels.send }));
}

const ENGLISH = {
  name: 'Full Name',
  email: 'Email Address',
  phone: 'Phone Number',
  service: 'Service Needed',
  message: 'Message',
  send: 'Send Message',
};
const SPANISH = {
  name: 'Nombre completo',
  email: 'Correo electrónico',
  phone: 'Número de teléfono',
  service: 'Servicio que necesita',
  message: 'Mensaje',
  send: 'Enviar mensaje',
};

/** Each field's message (what the field's description reads), in form order; null for a field without one. */
const fieldMessages = (labels: typeof ENGLISH) =>
  (['name', 'email', 'phone', 'service', 'message'] as const).map((field) => {
    const input = screen.getByLabelText(labels[field]);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    return document.getElementById(`${input.id}-error`)?.textContent ?? null;
  });

describe('the contact form', () => {
  it('marks every required field, Phone and Service too, and says what the mark means (issue #38)', () => {
    renderScreen(<ContactForm />);
    expect(screen.getByText('Fields marked * are required.')).toBeInTheDocument();
    for (const name of ['Full Name', 'Email Address', 'Phone Number', 'Service Needed', 'Message']) {
      expect([name, marked(name), screen.getByLabelText(name)]).toEqual([name, true, expect.objectContaining({ required: true })]);
    }
  });

  it('an emergency asks for nothing: no field is marked', async () => {
    renderScreen(<ContactForm />);
    await userEvent.click(screen.getByLabelText('This is an emergency'));
    expect(screen.queryByText('Fields marked * are required.')).not.toBeInTheDocument();
    expect(marked('Phone Number')).toBe(false);
  });

  it("checks its fields itself, beside them, not with the browser's bubbles (issue #51); nothing is sent", async () => {
    renderScreen(<ContactForm />);
    const form = screen.getByRole('button', { name: ENGLISH.send }).closest('form')!;
    expect(form.noValidate).toBe(true);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: ENGLISH.send }));
    expect(fieldMessages(ENGLISH)).toEqual([
      'Name is required',
      'Email is required',
      'Phone number is required',
      'Please select a service',
      'Message is required',
    ]);
    expect(screen.getByLabelText(ENGLISH.name)).toHaveFocus();
    // Still required, for screen readers, as the spec has them.
    expect(screen.getByLabelText(ENGLISH.name)).toBeRequired();

    await user.type(screen.getByLabelText(ENGLISH.email), 'maria@');
    await user.click(screen.getByRole('button', { name: ENGLISH.send }));
    expect(screen.getByLabelText(ENGLISH.email)).toHaveAccessibleDescription('Invalid email address');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's refusals beside their fields as the server words them", async () => {
    renderScreen(<ContactForm />, {
      mocks: [refused(invalid({ email: ContactMessages.emailInvalid, phone: ContactMessages.phoneInvalid }))],
    });
    await fillAndSend(ENGLISH);
    expect(await screen.findByText('Invalid email address')).toHaveClass('field-error');
    expect(screen.getByText('Invalid phone number')).toHaveClass('field-error');
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('the contact form in Spanish (issue #41)', () => {
  const spanish = createTranslator('es', es);
  const renderSpanish = (mocks: MockLink.MockedResponse[] = []) =>
    renderScreen(
      <WordsProvider value={spanish}>
        <ContactForm />
      </WordsProvider>,
      { mocks },
    );

  it('names its fields, services, photos and button in Spanish', async () => {
    renderSpanish();
    expect(screen.getByText('Los campos marcados con * son obligatorios.')).toBeInTheDocument();
    for (const name of [SPANISH.name, SPANISH.email, SPANISH.phone, SPANISH.service, SPANISH.message]) {
      expect([name, marked(name), screen.getByLabelText(name)]).toEqual([name, true, expect.objectContaining({ required: true })]);
    }
    expect(
      within(screen.getByLabelText(SPANISH.service))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Elija un servicio', 'Reparación de emergencia', 'Mantenimiento', 'Instalación', 'Inspección', 'Otro']);
    expect(screen.getByLabelText(SPANISH.message)).toHaveAttribute('placeholder', '¿En qué podemos ayudarle?');
    expect(screen.getByText('Fotos del problema')).toBeInTheDocument();
    expect(screen.getByText('Agregar fotos')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: SPANISH.send })).toBeInTheDocument();

    await userEvent.click(screen.getByLabelText('Es una emergencia'));
    expect(screen.getByRole('button', { name: 'Llame ahora al (813) 555-0199' })).toBeInTheDocument();
    expect(screen.queryByText('Los campos marcados con * son obligatorios.')).not.toBeInTheDocument();
  });

  it('says what is missing in Spanish, beside the fields, whatever language the phone speaks (issue #51)', async () => {
    renderSpanish();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(SPANISH.email), 'maria@');
    await user.click(screen.getByRole('button', { name: SPANISH.send }));
    expect(fieldMessages(SPANISH)).toEqual([
      'El nombre es obligatorio',
      'Correo electrónico no válido',
      'El número de teléfono es obligatorio',
      'Elija un servicio',
      'El mensaje es obligatorio',
    ]);
    expect(screen.getByLabelText(SPANISH.name)).toHaveFocus();
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
  });

  it("shows the server's refusals, which come in English, in Spanish", async () => {
    renderSpanish([refused(invalid({ email: ContactMessages.emailInvalid, phone: ContactMessages.phoneInvalid }))]);
    await fillAndSend(SPANISH);
    expect(await screen.findByText('Correo electrónico no válido')).toHaveClass('field-error');
    expect(screen.getByText('Número de teléfono no válido')).toHaveClass('field-error');
    expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument();
    expect(screen.getByLabelText(SPANISH.email)).toHaveFocus();
  });

  it('words the rate limit and a failure in Spanish, with the phone to call, and brings it into view', async () => {
    const rateLimited = new GraphQLError(ContactMessages.rateLimited, { extensions: { code: ErrorCode.RATE_LIMITED } });
    renderSpanish([
      refused(rateLimited),
      { request: { query: SendContactMessageDocument, variables: () => true }, error: new Error('offline') },
    ]);
    await fillAndSend(SPANISH);
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Demasiados mensajes desde su conexión. Por favor, llámenos.');
    expect(within(banner).getByRole('link', { name: '(813) 555-0142' })).toHaveAttribute('href', 'tel:+18135550142');
    expect(banner).toHaveTextContent('Teléfono: (813) 555-0142');
    // Shown above the form, away from the button pressed: brought into view and read out (issue #53's walk at 375 px).
    expect(banner).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: SPANISH.send }));
    expect(await screen.findByText('No pudimos enviar su mensaje. Inténtelo de nuevo o llámenos.')).toBeInTheDocument();
  });
});
