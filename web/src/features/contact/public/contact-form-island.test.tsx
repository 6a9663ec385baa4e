import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../../../../test/render-screen';
import { ContactForm } from './contact-form-island';

/** Whether the label of `name` carries the required mark. */
const marked = (name: string) => screen.getByText(name, { selector: 'label' }).classList.contains('label-required');

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
});
