import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { fakeAuth, signedInAuth } from '../../../test/fake-auth';
import { renderScreen } from '../../../test/render-screen';
import type { Auth } from '../../features/auth';
import { RouterShell } from '../router-shell';

function renderShell(auth: Auth = fakeAuth()) {
  renderScreen(
    <Routes>
      <Route element={<RouterShell />}>
        <Route index element={<h1>Home page</h1>} />
        <Route path="projects" element={<h1>Projects page</h1>} />
        <Route path="admin-login" element={<h1>Login page</h1>} />
        <Route path="admin/pages" element={<h1>Pages admin</h1>} />
      </Route>
    </Routes>,
    { auth },
  );
  return {
    menuButton: screen.getByRole('button', { name: 'Open menu' }),
    drawer: screen.getByTestId('nav-drawer'),
  };
}

describe('the site frame: navigation drawer', () => {
  afterEach(() => {
    document.body.style.overflow = '';
  });

  it('opens from the menu button, locks page scrolling and moves focus into the drawer', async () => {
    const user = userEvent.setup();
    const { menuButton, drawer } = renderShell();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveAttribute('aria-controls', drawer.id);
    expect(drawer).not.toHaveClass('is-open');

    await user.click(menuButton);

    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(drawer).toHaveClass('is-open');
    expect(document.body.style.overflow).toBe('hidden');
    // Once the open drawer is painted: the page behind turns inert, and focus moves in.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus());
    expect(document.querySelector('.shell-content')).toHaveAttribute('inert');
  });

  it('closes on route change and unlocks scrolling', async () => {
    const user = userEvent.setup();
    const { menuButton, drawer } = renderShell();
    await user.click(menuButton);

    await user.click(screen.getByRole('link', { name: 'Projects' }));

    expect(screen.getByRole('heading', { name: 'Projects page' })).toBeInTheDocument();
    expect(drawer).not.toHaveClass('is-open');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on Escape and returns focus to the menu button', async () => {
    const user = userEvent.setup();
    const { menuButton, drawer } = renderShell();
    await user.click(menuButton);

    await user.keyboard('{Escape}');

    expect(drawer).not.toHaveClass('is-open');
    expect(document.body.style.overflow).toBe('');
    expect(menuButton).toHaveFocus();
  });

  it('closes when the dimmed overlay is clicked', async () => {
    const user = userEvent.setup();
    const { menuButton, drawer } = renderShell();
    await user.click(menuButton);

    fireEvent.click(document.querySelector('.nav-overlay')!);

    expect(drawer).not.toHaveClass('is-open');
  });

  it('shows the public links, and no admin links when signed out', () => {
    renderShell();
    for (const name of ['Home', 'Projects', 'About', 'Contact', 'Schedule Service']) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.queryByRole('link', { name: 'Scheduling Settings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('shows the admin links and a Logout that signs out and returns home when signed in', async () => {
    const user = userEvent.setup();
    const auth = signedInAuth();
    renderShell(auth);
    expect(screen.queryByTestId('hidden-admin-login')).not.toBeInTheDocument();
    const hrefs = [
      'Today',
      'Pages',
      'Media',
      'Area Pages',
      'Calendar',
      'Appointments',
      'Scheduling Settings',
      'Messages',
      'Notifications & Calendar',
      'SEO Settings',
      'Business Profile',
      'Backups',
      'API tokens',
    ].map((name) => screen.getByRole('link', { name }).getAttribute('href'));
    expect(hrefs).toEqual([
      '/admin',
      '/admin/pages',
      '/admin/media',
      '/admin/area-pages',
      '/admin/calendar',
      '/admin/appointments',
      '/admin/appointment-settings',
      '/admin/messages',
      '/admin/notifications',
      '/admin/settings',
      '/admin/business',
      '/admin/backups',
      '/admin/api-tokens',
    ]);
    // One "Projects" in the menu (issue #51): the public page's link says what it opens.
    expect(screen.getAllByRole('link', { name: 'Projects' }).map((link) => link.getAttribute('href'))).toEqual(['/admin/projects']);
    expect(screen.getByRole('link', { name: 'View projects page' })).toHaveAttribute('href', '/projects');

    await user.click(screen.getByRole('link', { name: 'Pages' }));
    expect(screen.getByRole('heading', { name: 'Pages admin' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(auth.logout).toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });
});

describe('the site frame: hidden admin entry', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function clickAfter(button: HTMLElement, ms: number) {
    act(() => jest.advanceTimersByTime(ms));
    fireEvent.click(button);
  }

  it('opens /admin-login after three quick clicks', () => {
    renderShell();
    const button = screen.getByTestId('hidden-admin-login');
    expect(button).toHaveAccessibleName('Admin sign-in');
    clickAfter(button, 0);
    clickAfter(button, 900);
    clickAfter(button, 900);
    expect(screen.getByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  });

  it('ignores slow clicks', () => {
    renderShell();
    const button = screen.getByTestId('hidden-admin-login');
    clickAfter(button, 0);
    clickAfter(button, 1100);
    clickAfter(button, 1100);
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });
});
