// What a page shows when it cannot be shown: most often its code could not be downloaded (no connection, or a new
// version of the portal replaced the files the open tab asks for), else an error while it renders. Without this the
// error would unmount the whole app and leave a blank window. The frame (header, navigation, footer) stays; the page's
// place says so and offers a reload, which fetches the current version. Going to another page tries again (the
// boundary is made anew for each address).
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { useDocumentTitle } from '../useDocumentTitle';

export const pageFailedTexts = {
  title: 'Sidan kunde inte visas',
  body: 'Något gick fel när sidan skulle visas. Kontrollera din internetanslutning och ladda om sidan.',
  reload: 'Ladda om sidan',
  start: 'Till startsidan',
} as const;

function PageFailed({ bare }: { bare: boolean }) {
  useDocumentTitle(pageFailedTexts.title);
  const Frame = bare ? 'main' : 'div';
  return (
    <Frame className="page page--narrow">
      <div role="alert">
        <h1 tabIndex={-1}>{pageFailedTexts.title}</h1>
        <p>{pageFailedTexts.body}</p>
      </div>
      <p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {pageFailedTexts.reload}
        </button>
      </p>
      <p>
        <Link to="/">{pageFailedTexts.start}</Link>
      </p>
    </Frame>
  );
}

interface Props {
  children: ReactNode;
  /** Outside the app's frame (BareLayout), where the page brings its own <main>: the message brings one too. */
  bare?: boolean;
}

/** Shows PageFailed in place of a page (and its lazy parts) that throws; a new address starts afresh. */
export function PageBoundary({ children, bare }: Props) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary key={pathname} fallback={<PageFailed bare={bare ?? false} />}>
      {children}
    </ErrorBoundary>
  );
}
