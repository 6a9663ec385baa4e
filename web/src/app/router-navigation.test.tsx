import { act, render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { RouterNavigation } from './router-navigation';
import { AppLink, DocumentNavigation, useNavigation, type AppLinkProps } from '../platform/navigation/navigation';

/** The markup of a link at `pathname`, with the router (the app) and without it (a page of islands). */
function bothWays(pathname: string, props: Omit<AppLinkProps, 'children'>) {
  const link = <AppLink {...props}>Link text</AppLink>;
  return {
    router: renderToStaticMarkup(
      <MemoryRouter initialEntries={[pathname]}>
        <RouterNavigation>{link}</RouterNavigation>
      </MemoryRouter>,
    ),
    document: renderToStaticMarkup(<DocumentNavigation pathname={pathname}>{link}</DocumentNavigation>),
  };
}

describe('AppLink', () => {
  it.each([
    ['/', { to: '/', nav: true, end: true, className: 'nav-link' }, true],
    ['/about', { to: '/', nav: true, end: true, className: 'nav-link' }, false],
    ['/projects/42', { to: '/projects', nav: true, className: 'nav-link' }, true],
    ['/projects-archive', { to: '/projects', nav: true, className: 'nav-link' }, false],
    ['/Projects', { to: '/projects', nav: true, className: 'nav-link' }, true],
    ['/admin/pages', { to: '/admin', nav: true, end: true, className: 'nav-link' }, false],
    ['/about', { to: '/about', nav: true }, true],
    ['/schedule', { to: '/schedule', className: 'button button-light' }, false],
  ])('at %s renders %j the same with and without the router (marked: %s)', (pathname, props, marked) => {
    const { router, document } = bothWays(pathname, props);
    expect(document).toBe(router);
    expect(document.includes('aria-current="page"')).toBe(marked);
    expect(document).toContain(`href="${props.to}"`);
  });
});

describe('RouterNavigation', () => {
  it('counts a new page or a new history entry as a new visit, not a screen replacing its own query', async () => {
    const visits: string[] = [];
    let goTo: ReturnType<typeof useNavigate> = () => undefined;
    function Probe() {
      const { pathname, key } = useNavigation();
      visits.push(`${pathname} ${key}`);
      return null;
    }
    function Navigator() {
      goTo = useNavigate();
      return null;
    }
    render(
      <MemoryRouter initialEntries={['/admin/calendar']}>
        <RouterNavigation>
          <Navigator />
          <Probe />
        </RouterNavigation>
      </MemoryRouter>,
    );
    const seen = () => new Set(visits).size;
    expect(seen()).toBe(1);
    await act(async () => goTo('/admin/calendar?view=day', { replace: true }));
    expect(seen()).toBe(1);
    // The frame around the screen is not drawn again for it.
    const drawn = visits.length;
    await act(async () => goTo('/admin/calendar?view=week', { replace: true }));
    expect(visits.length).toBe(drawn);
    await act(async () => goTo('/admin/calendar?view=day'));
    expect(seen()).toBe(2);
    await act(async () => goTo('/admin', { replace: true }));
    expect(seen()).toBe(3);
  });
});
