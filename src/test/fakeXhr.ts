// A stand-in XMLHttpRequest for tests of the uploads with progress (src/app/upload.ts and the hooks on it): records
// what is sent and lets the test play the upload's progress, the reply, a network failure or the cancel. Install it
// with vi.stubGlobal('XMLHttpRequest', FakeXhr) and empty FakeXhr.sent before each test.
type ProgressListener = (event: { loaded: number; total: number; lengthComputable: boolean }) => void;

export class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  aborted = false;
  private listeners: Record<string, (() => void)[]> = {};
  private uploadListeners: ProgressListener[] = [];
  upload = { addEventListener: (_type: string, listener: ProgressListener) => this.uploadListeners.push(listener) };
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
  /** What a browser does on xhr.abort(): the request stops and 'abort' fires. */
  abort() {
    this.aborted = true;
    this.emit('abort');
  }
  progress(loaded: number, total: number) {
    for (const listener of this.uploadListeners) listener({ loaded, total, lengthComputable: true });
  }
  reply(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.emit('load');
  }
  fail() {
    this.emit('error');
  }
  private emit(type: string) {
    for (const listener of this.listeners[type] ?? []) listener();
  }
}
