import { screen } from '@testing-library/react';
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
});
