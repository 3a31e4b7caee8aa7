import type { Resolver } from 'react-hook-form';
import { clearToasts, toastQueueVar } from '../toast/toastStore';
import { FORM_CHECK_FAILED, lazyResolver, preparedResolver } from './lazyResolver';

type Values = { name: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];
const ok: Resolver<Values> = async (values) => ({ values, errors: {} });

describe('lazyResolver', () => {
  beforeEach(() => clearToasts());

  it('loads the resolver once, on the first validation or on preload, and answers with it', async () => {
    const load = vi.fn(async () => ok);
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    resolver.preload();
    resolver.preload();
    expect(await resolver({ name: 'Anna' }, undefined, options)).toEqual({ values: { name: 'Anna' }, errors: {} });
    expect(await resolver({ name: 'Bo' }, undefined, options)).toEqual({ values: { name: 'Bo' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('when the download fails: no values, a form error and a toast; the next validation tries again', async () => {
    const load = vi.fn<() => Promise<Resolver<Values>>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(ok);
    const resolver = lazyResolver(load);
    const failed = await resolver({ name: 'Anna' }, undefined, options);
    expect(failed.values).toEqual({});
    expect(failed.errors).toEqual({ root: { type: 'load', message: FORM_CHECK_FAILED } });
    expect(toastQueueVar().map((t) => t.message)).toEqual([FORM_CHECK_FAILED]);
    expect(await resolver({ name: 'Anna' }, undefined, options)).toEqual({ values: { name: 'Anna' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a failed preload is quiet: the validation after it tries again', async () => {
    const load = vi.fn<() => Promise<Resolver<Values>>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(ok);
    const resolver = lazyResolver(load);
    resolver.preload();
    await Promise.resolve();
    await Promise.resolve();
    expect(toastQueueVar()).toEqual([]);
    expect((await resolver({ name: 'Anna' }, undefined, options)).errors).toEqual({});
  });

  it('preparedResolver prepares the values first and shares the download', async () => {
    const seen: Values[] = [];
    const lazy = lazyResolver<Values, unknown, Values>(async () => async (values) => (seen.push(values), { values, errors: {} }));
    const prepared = preparedResolver(lazy, (v) => ({ name: v.name.trim() }));
    expect(prepared.preload).toBe(lazy.preload);
    await prepared({ name: '  Anna ' }, undefined, options);
    expect(seen).toEqual([{ name: 'Anna' }]);
  });
});
