// @vitest-environment jsdom
// useUpload over the real apiUpload (a stand-in XMLHttpRequest) and a real Apollo client, on fake timers: the stored
// document comes back from the upload's answer at once, so the page can show it, and the list is fetched again only
// REFRESH_AFTER_UPLOAD_MS later (spec 001 §7); a cancel aborts the request and leaves nothing to show or fetch.
import type { ReactNode } from 'react';
import { ApolloClient, ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, renderHook } from '@testing-library/react';
import { FakeXhr } from '../test/fakeXhr';
import { appCache } from '../test/appCache';
import { REFRESH_AFTER_UPLOAD_MS, useUpload } from './useUpload';

const AFTER_UPLOAD = ['getDocuments', 'getIndicators'];
const file = () => new File(['%PDF-1.4'], 'intyg.pdf', { type: 'application/pdf' });
const stored = { documentId: 7, name: 'intyg.pdf', mediaType: 'application/pdf' };

function setup() {
  const client = new ApolloClient({ cache: appCache(), link: ApolloLink.empty() });
  const refetch = vi.spyOn(client, 'refetchQueries').mockImplementation(() => Promise.resolve([]) as never);
  const wrapper = ({ children }: { children: ReactNode }) => <ApolloProvider client={client}>{children}</ApolloProvider>;
  const { result, unmount } = renderHook(() => useUpload<typeof stored>(AFTER_UPLOAD), { wrapper });
  return { result, unmount, refetch };
}

/** Lets the promises in flight settle without moving the clock. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));
/** Starts an upload and waits until its request is sent. */
async function start(result: ReturnType<typeof setup>['result']) {
  let outcome!: ReturnType<(typeof result.current)['send']>;
  act(() => {
    outcome = result.current.send('/documents', { description: 'Lönebesked' }, file());
  });
  await settle();
  expect(FakeXhr.sent).toHaveLength(1);
  return { outcome, xhr: FakeXhr.sent[0]! };
}

describe('useUpload', () => {
  beforeEach(() => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    document.cookie = 'csrf_token=tok123';
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('answers with the stored document at once, shows the progress meanwhile, and fetches the list again after 1 s', async () => {
    const { result, refetch } = setup();
    const { outcome, xhr } = await start(result);
    expect([xhr.method, xhr.url]).toEqual(['POST', '/mypages/api/documents']);
    const form = xhr.body as FormData;
    expect([...form.keys()]).toEqual(['description', 'file']);
    expect(result.current.progress).toBe(0);
    act(() => xhr.progress(512, 2048));
    expect(result.current.progress).toBe(0.25);

    act(() => xhr.reply(200, JSON.stringify({ error: false, document: stored })));
    await settle();
    // The answer carries the document before any time has passed: the page writes it in from here.
    await expect(outcome).resolves.toEqual({ ok: true, document: stored });
    expect(result.current.progress).toBeNull();
    expect(refetch).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(REFRESH_AFTER_UPLOAD_MS - 1));
    expect(refetch).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(REFRESH_AFTER_UPLOAD_MS).toBe(1000);
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(refetch).toHaveBeenCalledWith({ include: AFTER_UPLOAD });
  });

  it('cancels: the request is aborted, the outcome is nothing to show, and nothing is fetched again', async () => {
    const { result, refetch } = setup();
    const { outcome, xhr } = await start(result);
    act(() => xhr.progress(100, 2048));
    act(() => result.current.cancel());
    expect(xhr.aborted).toBe(true);
    await settle();
    await expect(outcome).resolves.toBeUndefined();
    expect(result.current.progress).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(5 * REFRESH_AFTER_UPLOAD_MS));
    expect(refetch).not.toHaveBeenCalled();
  });

  it('gives a refusal’s message under its field and fetches nothing again', async () => {
    const { result, refetch } = setup();
    const { outcome, xhr } = await start(result);
    const text = 'Filnamnet får inte innehålla kommatecken';
    act(() => xhr.reply(400, JSON.stringify({ error: true, errorText: text, validationErrors: [{ code: 'file', text }], document: null })));
    await settle();
    await expect(outcome).resolves.toEqual({ ok: false, message: text, validationErrors: [{ code: 'file', text }] });
    await act(() => vi.advanceTimersByTimeAsync(5 * REFRESH_AFTER_UPLOAD_MS));
    expect(refetch).not.toHaveBeenCalled();
  });

  it('does not fetch for a page that has gone: leaving within the second clears the timer', async () => {
    const { result, refetch, unmount } = setup();
    const { outcome, xhr } = await start(result);
    act(() => xhr.reply(200, JSON.stringify({ error: false, document: stored })));
    await settle();
    await outcome;
    unmount();
    await vi.advanceTimersByTimeAsync(5 * REFRESH_AFTER_UPLOAD_MS);
    expect(refetch).not.toHaveBeenCalled();
  });
});
