import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { renderScreen } from '../../../test/render-screen';
import { LeaveWarningMessages, useLeaveWarning } from './use-leave-warning';

function Editor() {
  const [edited, setEdited] = useState(false);
  const leaveWarning = useLeaveWarning(edited);
  const navigate = useNavigate();
  return (
    <main>
      <h1>Editor</h1>
      <button type="button" onClick={() => setEdited(true)}>
        Type something
      </button>
      <button
        type="button"
        onClick={() => {
          leaveWarning.release();
          void navigate('/elsewhere');
        }}
      >
        Save
      </button>
      <Link to="/elsewhere">Another screen</Link>
      {leaveWarning.prompt}
    </main>
  );
}

const open = () => renderScreen(<Editor />, { at: '/editor', path: '/editor', routes: { '/elsewhere': <h1>Elsewhere</h1> } });

// Issue #38: an in-app link no longer drops unsaved edits without a word.
describe('leaving an editor with unsaved edits', () => {
  it('goes at once while nothing is edited', async () => {
    open();
    await userEvent.click(screen.getByRole('link', { name: 'Another screen' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
  });

  it('asks first after an edit: staying keeps the editor, leaving goes', async () => {
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Type something' }));
    await userEvent.click(screen.getByRole('link', { name: 'Another screen' }));
    const question = await screen.findByRole('dialog', { name: LeaveWarningMessages.title });
    expect(question).toHaveTextContent(LeaveWarningMessages.body);
    await userEvent.click(screen.getByRole('button', { name: LeaveWarningMessages.stay }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Editor' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Another screen' }));
    await userEvent.click(await screen.findByRole('button', { name: LeaveWarningMessages.leave }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
  });

  it('does not ask when the edits were just saved', async () => {
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Type something' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
