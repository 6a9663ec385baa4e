import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { lazy, useState, type ComponentType, type ReactElement } from 'react';
import { createBrowserRouter, createMemoryRouter, matchRoutes, RouterProvider, useRouteError, type RouteObject } from 'react-router-dom';
import { APP_ROUTE_IDS, APP_ROUTES, type AppRouteId } from '@plumbing/shared';
import { AuthProvider } from '../features/auth';
import { useNavigation } from '../platform/navigation/navigation';
import { NotFoundScreen } from '../ui/status/not-found-screen';
import { RouterNavigation } from './router-navigation';
import { RouterShell } from './router-shell';

type ScreenModule = { default: ComponentType };
/** What `lazyScreen` adds to a lazy component. */
type Preloadable = { preload: () => Promise<unknown> };

/** A screen loaded when first shown, or before by `preload` (the same download: it is asked for once). */
function lazyScreen(load: () => Promise<ScreenModule>) {
  let loading: Promise<ScreenModule> | undefined;
  const preload = () => (loading ??= load());
  return Object.assign(lazy(preload), { preload } satisfies Preloadable);
}

/** A screen whose hooks use Apollo: it arrives together with the client (apollo-screen.tsx). */
function dataScreen(load: () => Promise<ScreenModule>) {
  return lazyScreen(async () => {
    const [{ default: Screen }, { ApolloScreen }] = await Promise.all([load(), import('../platform/apollo/apollo-screen')]);
    return {
      default: function DataScreen() {
        return (
          <ApolloScreen>
            <Screen />
          </ApolloScreen>
        );
      },
    };
  });
}

// Ant Design screens load on demand so that public pages never download them.
// The sign-in asks whether the one-time setup is still to be offered.
const LoginScreen = dataScreen(() => import('../features/auth/admin/login-screen'));
const SetupScreen = dataScreen(() => import('../features/auth/admin/setup-screen'));
const AdminArea = dataScreen(() => import('./admin/admin-area'));
// The booking form is the largest public screen; it arrives when /schedule is opened (its picker
// and the Apollo client when the visitor reaches it).
const ScheduleScreen = lazyScreen(() => import('../features/appointments/public/schedule-screen'));
// A customer's own appointment, from the private link in their e-mails: its buttons are the page's
// point, so the Apollo client they change it with comes with the screen.
const ManageAppointmentScreen = dataScreen(() => import('../features/appointments/public/manage-appointment-screen'));
// Each public screen arrives when shown in the app; the server pre-renders its markup meanwhile (and a
// page of islands never loads its screen at all).
const HomeScreen = lazyScreen(() => import('../features/home/public/home-screen'));
const AboutScreen = lazyScreen(() => import('../features/about/public/about-screen'));
// The contact form fetches the Apollo client itself, when the visitor starts on it.
const ContactScreen = lazyScreen(() => import('../features/contact/public/contact-screen'));
// Public screens with data adopt the server's markup without Apollo (usePageQuery); the client
// comes when they ask again (another page in the app, a refetch).
const ContentPageScreen = lazyScreen(() => import('../features/pages/public/content-page-screen'));
// The owner's preview asks with their token, through Apollo like the admin.
const PagePreviewScreen = dataScreen(() => import('../features/pages/public/page-preview-screen'));
const ProjectsScreen = lazyScreen(() => import('../features/projects/public/projects-screen'));
const ProjectDetailScreen = lazyScreen(() => import('../features/projects/public/project-detail-screen'));
const ServiceAreasScreen = lazyScreen(() => import('../features/area-pages/public/service-areas-screen'));
const AreaPageScreen = lazyScreen(() => import('../features/area-pages/public/area-page-screen'));

/** Each route of the shared table (@plumbing/shared APP_ROUTES: paths, heads, pre-render) and its screen. */
const SCREENS: Record<AppRouteId, ReactElement> = {
  home: <HomeScreen />,
  projects: <ProjectsScreen />,
  project: <ProjectDetailScreen />,
  serviceAreas: <ServiceAreasScreen />,
  serviceArea: <AreaPageScreen />,
  about: <AboutScreen />,
  contact: <ContactScreen />,
  schedule: <ScheduleScreen />,
  manageAppointment: <ManageAppointmentScreen />,
  adminLogin: <LoginScreen />,
  login: <LoginScreen />,
  adminSetup: <SetupScreen />,
  admin: <AdminArea />,
  pagePreview: <PagePreviewScreen />,
  // The owner's content pages; the routes above always win over a slug.
  page: <ContentPageScreen />,
  topLevelPage: <ContentPageScreen />,
};

/**
 * The pages the server sends as pages of islands (app/islands.ts): nothing on them changes after
 * the server renders them but the frame and the islands they mark, so the browser adopts only
 * those, without the router or the screens' code.
 */
const ISLAND_PAGES: ReadonlySet<AppRouteId> = new Set([
  'home',
  'about',
  'projects',
  'project',
  'serviceAreas',
  'serviceArea',
  'contact',
  'schedule',
  'page',
  'topLevelPage',
]);

// Built once: React Router would otherwise turn <Route> children into these objects on every render.
// A route translated into Spanish (issue #41) is mounted at its Spanish path as well, as 'es:<id>'.
const screenRoutes: RouteObject[] = [
  ...APP_ROUTE_IDS.map((id) => ({ id, path: APP_ROUTES[id].path, element: SCREENS[id] })),
  ...APP_ROUTE_IDS.flatMap((id) => {
    const path = APP_ROUTES[id].es;
    return path ? [{ id: `es:${id}`, path, element: SCREENS[id] }] : [];
  }),
  { path: '*', element: <NotFoundScreen /> },
];

/**
 * Loads the screen of `pathname` (and, for a data screen, the Apollo client): the app rendered
 * anew (a signed-in owner on a public page) then draws it at once, not "Loading…" over the
 * server's copy of the page while its code arrives.
 */
export async function preloadScreen(pathname: string): Promise<void> {
  const screen = matchRoutes(screenRoutes, pathname)?.at(-1)?.route.element as ReactElement | undefined;
  // The 404 screen is no lazy screen: nothing to load.
  await (screen?.type as Partial<Preloadable> | undefined)?.preload?.();
}

function Frame() {
  const { pathname } = useNavigation();
  const routeId = matchRoutes(screenRoutes, pathname)?.at(-1)?.route.id?.replace(/^es:/, '');
  // A draft's preview shows the frame a visitor sees, without the owner's menu.
  return <RouterShell islands={ISLAND_PAGES.has(routeId as AppRouteId)} asVisitor={routeId === 'pagePreview'} />;
}

/** A render error the screens' own boundary did not catch goes on to the app's (root.tsx), not to the router's default screen. */
function RethrowRouteError(): never {
  throw useRouteError();
}

const routes: RouteObject[] = [
  {
    element: (
      <RouterNavigation>
        <Frame />
      </RouterNavigation>
    ),
    errorElement: <RethrowRouteError />,
    children: screenRoutes,
  },
];

/**
 * The browser's history, or, when pre-rendering on the server, the one URL being rendered: a data
 * router either way, so an editor can hold back a navigation that would lose its edits (useBlocker).
 */
function Screens({ location }: { location?: string }) {
  const [router] = useState(() =>
    location === undefined ? createBrowserRouter(routes) : createMemoryRouter(routes, { initialEntries: [location] }),
  );
  return <RouterProvider router={router} />;
}

/**
 * `location`: the URL to render when pre-rendering on the server; the browser's own otherwise.
 * `client`: the server's own client for that render. In the browser the data screens bring the
 * client themselves, so the home page never loads Apollo.
 */
export function App({ location, client }: { location?: string; client?: ApolloClient }) {
  const app = (
    <AuthProvider>
      <Screens location={location} />
    </AuthProvider>
  );
  return client ? <ApolloProvider client={client}>{app}</ApolloProvider> : app;
}
