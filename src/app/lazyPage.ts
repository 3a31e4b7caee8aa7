// A page loaded when first visited (React.lazy) whose module can also be asked for earlier: on start the entry
// asks for the modules of the address's page at once (preloadRoute), so they download while React renders the
// frame instead of one after another (a nested page such as profile/subscriptions waited for its layout first).
import { lazy, type ComponentType, type ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

type Loader = () => Promise<unknown>;
const loaders = new WeakMap<object, Loader>();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound React.lazy has
export function lazyPage<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  const Page = lazy(load);
  loaders.set(Page, load);
  return Page;
}

/** Starts loading the modules of every lazy page the address matches (a layout and its page). */
export function preloadRoute(routes: RouteObject[], pathname: string, basename: string): void {
  for (const match of matchRoutes(routes, pathname, basename) ?? []) {
    const type = (match.route.element as ReactElement | null | undefined)?.type;
    const load = typeof type === 'object' && type !== null ? loaders.get(type) : undefined;
    // A failed download shows when React itself asks for the module (the same import, tried again).
    load?.().catch(() => undefined);
  }
}
