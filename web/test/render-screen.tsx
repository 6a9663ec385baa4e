import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { RouterNavigation } from '../src/app/router-navigation';
import { AuthContext, AuthProvider, type Auth } from '../src/features/auth';
import { AdminTheme } from '../src/ui/admin/admin-theme';

interface ScreenOptions {
  /** The URL shown (default /). */
  at?: string;
  /** The route pattern the screen is mounted at, for screens that read its parameters (e.g. /admin/pages/:id). */
  path?: string;
  /** The app's other screens that links and redirects may lead to, by path (stand-ins such as <h1>Home page</h1>). */
  routes?: Record<string, ReactNode>;
  /** The server's answers, in order (Apollo's MockedProvider); none by default. */
  mocks?: MockLink.MockedResponse[];
  /** The owner's session: a fixed one (test/fake-auth.ts), or 'provider' for the real AuthProvider answered by `mocks`. */
  auth?: Auth | 'provider';
}

/**
 * Renders `screen` as the app would show it: in the admin's theme (antd's static styles: jsdom is
 * spared antd making each component's styles, which took two thirds of an admin test's time or
 * more), with an Apollo client answering `mocks`, the owner's session when given, and a router at
 * `at`. Without `path` or `routes` the screen answers every URL (a screen that sets up routes of its
 * own, like the site shell, brings its <Routes>).
 */
export function renderScreen(screen: ReactElement, { at = '/', path, routes, mocks = [], auth }: ScreenOptions = {}) {
  const screens: RouteObject[] =
    path || routes
      ? [{ path: path ?? at, element: screen }, ...Object.entries(routes ?? {}).map(([route, element]) => ({ path: route, element }))]
      : [{ path: '*', element: screen }];
  // A data router, as the app's (app.tsx): screens may hold back a navigation (useBlocker).
  const router = createMemoryRouter(
    [
      {
        element: (
          <RouterNavigation>
            <Outlet />
          </RouterNavigation>
        ),
        children: screens,
      },
    ],
    { initialEntries: [at] },
  );
  let tree: ReactNode = <RouterProvider router={router} />;
  if (auth === 'provider') tree = <AuthProvider>{tree}</AuthProvider>;
  else if (auth) tree = <AuthContext value={auth}>{tree}</AuthContext>;
  return render(
    <AdminTheme>
      <MockedProvider mocks={mocks}>{tree}</MockedProvider>
    </AdminTheme>,
  );
}
