import { localeOfPath, localizedPath } from '@plumbing/shared';
import { createContext, useContext, useMemo, type ComponentType, type MouseEventHandler, type ReactNode } from 'react';
import { useWords } from '../i18n/words';

export interface AppLinkProps {
  to: string;
  className?: string;
  /** A menu entry: marked (class `active`, `aria-current="page"`) on its path, and below it unless `end`. */
  nav?: boolean;
  end?: boolean;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  children: ReactNode;
}

/**
 * How the parts that appear on every kind of page (the frame, the islands of a public page) find
 * where they are and move on. In the app it is the router's (app/router-navigation.tsx); on a page
 * of islands (app/islands.ts) it is the document's: a link is a plain link and a page load moves on.
 * Both render a link as the same `<a>`, so either can adopt the other's markup.
 */
export interface Navigation {
  /** The path of the page shown. */
  pathname: string;
  /** Different for each visit to a page (a drawer opened on one closes on the next). */
  key: string;
  navigate(to: string): void;
  Link: ComponentType<AppLinkProps>;
}

const NavigationContext = createContext<Navigation | null>(null);

export const NavigationProvider = NavigationContext.Provider;

export function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('useNavigation must be used inside a NavigationProvider');
  return navigation;
}

/**
 * A link within the site: the app's own without a reload, a page's of islands by the browser. It
 * leads to the page in the language being read (issue #41) when that page has a version in it; a page
 * in the other language is another document (its words, its <html lang>), which the browser loads.
 */
export function AppLink(props: AppLinkProps) {
  const { Link } = useNavigation();
  const { locale } = useWords();
  const to = localizedPath(props.to, locale) ?? props.to;
  if (localeOfPath(to) !== locale) {
    return (
      <a className={props.className} href={to} onClick={props.onClick}>
        {props.children}
      </a>
    );
  }
  return <Link {...props} to={to} />;
}

/** Whether a menu entry for `to` is the page at `pathname`, as React Router's NavLink decides it (ignoring case). */
function isActivePath(to: string, pathname: string, end = false): boolean {
  const [target, current] = [to.toLowerCase(), pathname.toLowerCase()];
  return current === target || (!end && target !== '/' && current.startsWith(`${target}/`));
}

function DocumentLink({ to, className, nav, end, onClick, children }: AppLinkProps) {
  const { pathname } = useNavigation();
  const active = nav === true && isActivePath(to, pathname, end);
  // A menu entry's class as NavLink writes it, and the attributes in Link's order: the same markup.
  const classes = nav ? [className, active && 'active'].filter(Boolean).join(' ') : className;
  return (
    <a aria-current={active ? 'page' : undefined} className={classes} href={to} onClick={onClick}>
      {children}
    </a>
  );
}

/** The document's navigation, for a page of islands showing `pathname`. */
export function DocumentNavigation({ pathname, children }: { pathname: string; children: ReactNode }) {
  const navigation = useMemo<Navigation>(
    () => ({ pathname, key: pathname, navigate: (to) => window.location.assign(to), Link: DocumentLink }),
    [pathname],
  );
  return <NavigationProvider value={navigation}>{children}</NavigationProvider>;
}
