import { FakeXhr } from '../test/fakeXhr';
import { NetworkError } from './http';
import { apiUpload } from './upload';

describe('apiUpload', () => {
  beforeEach(() => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    vi.stubGlobal('document', { cookie: 'csrf_token=tok123' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('posts the form with the CSRF header, reports the upload progress and parses the reply', async () => {
    const form = new FormData();
    form.append('registrationReq', '{}');
    const onProgress = vi.fn();
    const reply = apiUpload('/registration', form, onProgress);
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const xhr = FakeXhr.sent[0]!;
    expect([xhr.method, xhr.url, xhr.body]).toEqual(['POST', '/mypages/api/registration', form]);
    expect(xhr.headers['x-csrf-token']).toBe('tok123');
    xhr.progress(512, 2048);
    xhr.progress(2048, 2048);
    expect(onProgress.mock.calls).toEqual([[{ loaded: 512, total: 2048 }], [{ loaded: 2048, total: 2048 }]]);
    xhr.reply(200, '{"error":false}');
    await expect(reply).resolves.toEqual({ status: 200, ok: true, body: { error: false } });
  });

  it('rejects with NetworkError when the server cannot be reached', async () => {
    const reply = apiUpload('/registration', new FormData(), () => undefined);
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    FakeXhr.sent[0]!.fail();
    await expect(reply).rejects.toBeInstanceOf(NetworkError);
  });
});
