import { useMemo, useState, type ReactNode } from 'react';
import { Link, NavLink, NavigationType, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
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

/**
 * The router's navigation for the frame and the public screens' shared parts (platform/navigation).
 * A visit is a new page or a new history entry: a screen replacing its own query (the calendar's
 * view and day) is the same visit, so the frame around it is not drawn again.
 */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const { pathname, key } = useLocation();
  const type = useNavigationType();
  const [visit, setVisit] = useState({ pathname, key });
  if (pathname !== visit.pathname || (key !== visit.key && type !== NavigationType.Replace)) setVisit({ pathname, key });
  const navigate = useNavigate();
  const navigation = useMemo<Navigation>(
    () => ({ pathname: visit.pathname, key: visit.key, navigate: (to) => void navigate(to), Link: RouterLink }),
    [visit, navigate],
  );
  return <NavigationProvider value={navigation}>{children}</NavigationProvider>;
}
