import { NetworkError } from './http';
import { apiUpload } from './upload';

describe('apiUpload', () => {
  // A stand-in XMLHttpRequest: records what is sent and lets the test play the upload's progress and the reply.
  class FakeXhr {
    static sent: FakeXhr[] = [];
    method = '';
    url = '';
    headers: Record<string, string> = {};
    body: unknown = null;
    status = 0;
    responseText = '';
    private listeners: Record<string, (() => void)[]> = {};
    private uploadListeners: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void)[] = [];
    upload = { addEventListener: (_type: string, listener: (event: { loaded: number; total: number; lengthComputable: boolean }) => void) => this.uploadListeners.push(listener) };
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    addEventListener(type: string, listener: () => void) {
      (this.listeners[type] ??= []).push(listener);
    }
    send(body: unknown) {
      this.body = body;
      FakeXhr.sent.push(this);
    }
    progress(loaded: number, total: number) {
      for (const listener of this.uploadListeners) listener({ loaded, total, lengthComputable: true });
    }
    reply(status: number, text: string) {
      this.status = status;
      this.responseText = text;
      for (const listener of this.listeners.load ?? []) listener();
    }
    fail() {
      for (const listener of this.listeners.error ?? []) listener();
    }
  }

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
