import { CombinedGraphQLErrors } from '@apollo/client';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../../../../test/render-screen';
import { EndpointForm } from './endpoint-form';

describe('EndpointForm', () => {
  it("shows the events' descriptions with their field names as code, not between backticks (issue #51)", async () => {
    renderScreen(<EndpointForm onSave={async () => undefined} onCancel={() => undefined} />);
    const cancelled = (await screen.findByText('appointment.cancelled')).closest('label')!;
    expect(cancelled).not.toHaveTextContent('`');
    expect(cancelled).toHaveTextContent('through their manage link (changedBy says which)');
    expect(Array.from(cancelled.querySelectorAll('code'), (code) => code.textContent)).toEqual(['appointment.cancelled', 'changedBy']);
  });

  it('brings a field the server refuses into view with the focus: on a phone it is far above Add endpoint', async () => {
    const refusal = 'The site sends only to public addresses.';
    const onSave = async () => {
      throw new CombinedGraphQLErrors({
        errors: [
          {
            message: 'Argument Validation Error',
            extensions: { validationErrors: [{ property: 'url', constraints: { guard: refusal } }] },
          },
        ],
      });
    };
    renderScreen(<EndpointForm onSave={onSave} onCancel={() => undefined} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Address (URL)'), 'https://10.0.0.5/hook');
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByLabelText('Address (URL)')).toHaveFocus();
  });
});
