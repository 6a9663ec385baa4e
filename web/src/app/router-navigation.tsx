import { useMemo, type ReactNode } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { NavigationProvider, type AppLinkProps, type Navigation } from '../platform/navigation/navigation';

// `discover="none"`: the same <a> as a page of islands renders (no route-discovery attribute).
function RouterLink({ to, className, nav, end, onClick, children }: AppLinkProps) {
  if (!nav) {
    return (
      <Link to={to} className={className} onClick={onClick} discover="none">
        {children}
      </Link>
    );
  }
  return (
    <NavLink to={to} end={end} className={className} onClick={onClick} discover="none">
      {children}
    </NavLink>
  );
}

/** The router's navigation for the frame and the public screens' shared parts (platform/navigation). */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const { pathname, key } = useLocation();
  const navigate = useNavigate();
  const navigation = useMemo<Navigation>(
    () => ({ pathname, key, navigate: (to) => void navigate(to), Link: RouterLink }),
    [pathname, key, navigate],
  );
  return <NavigationProvider value={navigation}>{children}</NavigationProvider>;
}
