// The review area's routes: the inbox is the back office's start page; an item is opened at /granska/<id> (the id may
// hold slashes: a certificate slot's key). Pages load lazily.
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { ITEM_BASE } from './paths';

const InboxPage = lazy(() => import('./InboxPage').then((m) => ({ default: m.InboxPage })));
const ReviewItemPage = lazy(() => import('./ReviewItemPage').then((m) => ({ default: m.ReviewItemPage })));

export const reviewRoutes: RouteObject[] = [
  { index: true, element: <InboxPage /> },
  { path: `${ITEM_BASE}/*`, element: <ReviewItemPage /> },
];
