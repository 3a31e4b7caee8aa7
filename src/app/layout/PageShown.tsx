// Rendered after the routed page inside its Suspense boundary, so its effect runs once the first page and its queries
// have mounted: then the page data's answers stop taking the place of the network (src/app/apollo/client.ts).
import { useEffect } from 'react';
import { pageShown } from '../apollo/client';

export function PageShown(): null {
  useEffect(() => pageShown(), []);
  return null;
}
