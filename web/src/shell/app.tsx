import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AuthProvider } from '../auth/auth-provider';
import { HomeScreen } from '../site/home-screen';
import { NotFoundScreen } from '../site/not-found-screen';
import { AppRouter } from './app-router';
import { SiteShell } from './site-shell';

/** A screen that reads or writes data: it arrives together with the Apollo client (apollo-screen.tsx). */
function dataScreen(load: () => Promise<{ default: ComponentType }>) {
  return lazy(async () => {
    const [{ default: Screen }, { ApolloScreen }] = await Promise.all([load(), import('./apollo-screen')]);
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
const LoginScreen = lazy(() => import('../auth/login-screen'));
const SetupScreen = dataScreen(() => import('../auth/setup-screen'));
const AdminArea = dataScreen(() => import('../admin/admin-area'));
// The booking form is the largest public screen; it arrives when /schedule is opened.
const ScheduleScreen = dataScreen(() => import('../site/schedule-screen'));
// Only the home page is in the first download; the server pre-renders the others' markup meanwhile.
const AboutScreen = lazy(() => import('../site/about-screen'));
const ContactScreen = dataScreen(() => import('../site/contact-screen'));
const ContentPageScreen = dataScreen(() => import('../site/content-page-screen'));
const ProjectsScreen = dataScreen(() => import('../site/projects-screen'));
const ProjectDetailScreen = dataScreen(() => import('../site/project-detail-screen'));

/**
 * `location`: the URL to render when pre-rendering on the server; the browser's own otherwise.
 * `client`: the server's own client for that render. In the browser the data screens bring the
 * client themselves, so the home page never loads Apollo.
 */
export function App({ location, client }: { location?: string; client?: ApolloClient }) {
  const app = (
    <AuthProvider>
      <AppRouter location={location}>
        <Routes>
          <Route element={<SiteShell />}>
            <Route index element={<HomeScreen />} />
            <Route path="projects" element={<ProjectsScreen />} />
            <Route path="projects/:id" element={<ProjectDetailScreen />} />
            <Route path="about" element={<AboutScreen />} />
            <Route path="contact" element={<ContactScreen />} />
            <Route path="schedule" element={<ScheduleScreen />} />
            <Route path="admin-login" element={<LoginScreen />} />
            <Route path="login" element={<LoginScreen />} />
            <Route path="admin-setup" element={<SetupScreen />} />
            <Route path="admin/*" element={<AdminArea />} />
            {/* The owner's content pages; the routes above always win over a slug. */}
            <Route path="pages/:slug" element={<ContentPageScreen />} />
            <Route path=":slug" element={<ContentPageScreen />} />
            <Route path="*" element={<NotFoundScreen />} />
          </Route>
        </Routes>
      </AppRouter>
    </AuthProvider>
  );
  return client ? <ApolloProvider client={client}>{app}</ApolloProvider> : app;
}
