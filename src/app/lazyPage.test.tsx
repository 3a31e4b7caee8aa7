import type { RouteObject } from 'react-router';
import { lazyPage, preloadRoute } from './lazyPage';

const Empty = () => null;

function setup() {
  const loadLayout = vi.fn(() => Promise.resolve({ default: Empty }));
  const loadPage = vi.fn(() => Promise.resolve({ default: Empty }));
  const loadOther = vi.fn(() => Promise.resolve({ default: Empty }));
  const Layout = lazyPage(loadLayout);
  const Page = lazyPage(loadPage);
  const Other = lazyPage(loadOther);
  const routes: RouteObject[] = [
    {
      path: 'profile',
      element: <Layout />,
      children: [{ path: 'subscriptions/:id?', element: <Page /> }],
    },
    { path: 'login', element: <Other /> },
    { path: 'plain', element: <Empty /> },
  ];
  return { routes, loadLayout, loadPage, loadOther };
}

it('starts loading a nested page and its lazy layout together, and nothing else', () => {
  const { routes, loadLayout, loadPage, loadOther } = setup();
  preloadRoute(routes, '/mypages/app/profile/subscriptions/3', '/mypages/app');
  expect(loadLayout).toHaveBeenCalledTimes(1);
  expect(loadPage).toHaveBeenCalledTimes(1);
  expect(loadOther).not.toHaveBeenCalled();
});

it('loads nothing for an address outside the routes or a page that is not lazy', () => {
  const { routes, loadLayout, loadPage, loadOther } = setup();
  preloadRoute(routes, '/elsewhere/login', '/mypages/app');
  preloadRoute(routes, '/mypages/app/plain', '/mypages/app');
  expect([loadLayout, loadPage, loadOther].every((load) => load.mock.calls.length === 0)).toBe(true);
});

it('swallows a failed download (React asks again when it renders the page)', async () => {
  const load = vi.fn(() => Promise.reject(new Error('offline')));
  const Failing = lazyPage(load);
  preloadRoute([{ path: 'x', element: <Failing /> }], '/x', '/');
  await Promise.resolve();
  expect(load).toHaveBeenCalledTimes(1);
});
