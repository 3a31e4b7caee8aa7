import { INTL_WARM_UP_SOURCE, intlWarmUpScript } from './warmUpIntl';

/** Runs index.html's inline script as the browser would. */
const warmUpIntl = () => new Function(intlWarmUpScript())();

describe('the ICU warm-up worker, started by index.html', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("the worker's script builds the formatters, says it is done and ends itself", () => {
    const calls: string[] = [];
    new Function('postMessage', 'close', INTL_WARM_UP_SOURCE)(
      () => calls.push('postMessage'),
      () => calls.push('close'),
    );
    expect(calls).toEqual(['postMessage', 'close']);
  });

  it('starts one worker from a blob and lets the blob go when the worker is done', () => {
    const listeners = new Map<string, () => void>();
    const started: string[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        constructor(url: string) {
          started.push(url);
        }
        addEventListener(type: string, listener: () => void) {
          listeners.set(type, listener);
        }
      },
    );
    const create = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:warm-up');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    warmUpIntl();
    expect(create).toHaveBeenCalledTimes(1);
    expect(started).toEqual(['blob:warm-up']);
    expect(revoke).not.toHaveBeenCalled();
    listeners.get('message')?.();
    expect(revoke).toHaveBeenCalledWith('blob:warm-up');
  });

  it('does nothing where workers are not available (the formatters then load their data on first use)', () => {
    vi.stubGlobal('Worker', undefined);
    const create = vi.spyOn(URL, 'createObjectURL');
    expect(() => warmUpIntl()).not.toThrow();
    expect(create).not.toHaveBeenCalled();
  });
});

describe('the warm-up where a worker cannot start', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lets the blob go at once when the worker is refused (a privacy setting)', () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new Error('refused');
        }
      },
    );
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:warm-up');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    expect(() => new Function(intlWarmUpScript())()).not.toThrow();
    expect(revoke).toHaveBeenCalledWith('blob:warm-up');
  });
});
