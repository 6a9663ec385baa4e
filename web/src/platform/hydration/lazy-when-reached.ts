import { lazy, type ComponentType } from 'react';
import { reached } from './reached';

/**
 * A lazily loaded part of a server-rendered screen whose code is fetched only when the visitor
 * reaches it (the element `anchorId`, which the server's markup holds ahead of it; see `reached`):
 * until then React keeps the server's markup of the part as it is (a dehydrated Suspense boundary:
 * nothing moves, its controls stay disabled as the server rendered them) and the page's first load
 * neither downloads nor hydrates it. At once when the element is not in the document (the screen
 * is being rendered in the browser after an in-app navigation: its part is needed now) or there is
 * no browser (the server's pre-render). Render it inside a <Suspense> of its own.
 */
// The same constraint as React's own lazy(), so the component keeps its props' type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyWhenReached<T extends ComponentType<any>>(anchorId: string, load: () => Promise<{ default: T }>) {
  return lazy(() => {
    const anchor = typeof document === 'undefined' ? null : document.getElementById(anchorId);
    return (anchor ? reached(anchor) : Promise.resolve()).then(load);
  });
}
