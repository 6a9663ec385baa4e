import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useAuth } from '../features/auth';
import { ServerAnswersAdopted } from '../platform/hydration/server-answers';
import { useNavigation } from '../platform/navigation/navigation';
import { PageLoading } from '../ui/status/page-loading';
import { ErrorBoundary } from './error-boundary';
import { SiteFooter } from './shell/site-footer';
import { SiteShell } from './shell/site-shell';

/**
 * The frame around the routed screen in the app. Errors in a screen show the error screen inside
 * the frame and clear on the next navigation. `islands`: the route's pages are pages of islands
 * when the server sends them (app/islands.ts); in the app they are screens like any other.
 * `asVisitor`: the frame a signed-out visitor sees, whoever is signed in (a draft's preview).
 */
export function RouterShell({ islands, asVisitor = false }: { islands?: boolean; asVisitor?: boolean }) {
  const { status, logout } = useAuth();
  const { pathname } = useNavigation();
  return (
    <SiteShell
      session={asVisitor ? { status: 'signed-out' } : status === 'signed-in' ? { status, logout } : { status }}
      islands={islands}
      footer={<SiteFooter />}
    >
      <ErrorBoundary resetKey={pathname}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
          <ServerAnswersAdopted />
        </Suspense>
      </ErrorBoundary>
    </SiteShell>
  );
}
