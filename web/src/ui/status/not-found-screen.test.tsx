import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../../../test/render-screen';
import { NotFoundScreen } from './not-found-screen';

describe('NotFoundScreen', () => {
  it('says the page does not exist and links home', async () => {
    renderScreen(<NotFoundScreen />, { at: '/no-such-page', path: '*', routes: { '/': <h1>Home page</h1> } });

    expect(screen.getByRole('heading', { name: '404 - Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The page you're looking for doesn't exist.")).toBeInTheDocument();
    expect(document.title).toBe('Page Not Found | Gulf Coast Plumbing & Renovation');

    await userEvent.click(screen.getByRole('link', { name: 'Go Home' }));
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });
});
