// A form's resolver whose code (its zod schema, zod itself and the resolvers package) is downloaded when the form is
// first used, not with the page: the account page's forms are open on arrival, and zod was a fifth of its first
// visit. `preload` starts the download (useSubmitForm calls it when the form first takes focus), so a submit seldom
// waits for it. A download that fails leaves the form unchanged with a message, and the next validation tries again.
import type { FieldValues, Resolver, ResolverResult } from 'react-hook-form';
import { showToast } from '../toast/toastStore';

export const FORM_CHECK_FAILED = 'Formuläret kunde inte kontrolleras. Kontrollera din internetanslutning och försök igen.';

export type LazyResolver<TIn extends FieldValues, TCtx, TOut> = Resolver<TIn, TCtx, TOut> & { preload(): void };

export function lazyResolver<TIn extends FieldValues, TCtx, TOut>(load: () => Promise<Resolver<TIn, TCtx, TOut>>): LazyResolver<TIn, TCtx, TOut> {
  let loading: Promise<Resolver<TIn, TCtx, TOut>> | undefined;
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const resolver = async (...args: Parameters<Resolver<TIn, TCtx, TOut>>): Promise<ResolverResult<TIn, TOut>> => {
    let resolve: Resolver<TIn, TCtx, TOut>;
    try {
      resolve = await loaded();
    } catch {
      showToast('error', FORM_CHECK_FAILED);
      return { values: {}, errors: { root: { type: 'load', message: FORM_CHECK_FAILED } } } as ResolverResult<TIn, TOut>;
    }
    return resolve(...args);
  };
  return Object.assign(resolver, { preload: () => void loaded().catch(() => undefined) });
}

/** The same lazy resolver with the form's values prepared first (a rule that depends on the saved values). */
export function preparedResolver<TIn extends FieldValues, TCtx, TOut>(
  lazy: LazyResolver<TIn, TCtx, TOut>,
  prepare: (values: TIn) => TIn,
): LazyResolver<TIn, TCtx, TOut> {
  return Object.assign((values: TIn, context: TCtx | undefined, options: Parameters<Resolver<TIn, TCtx, TOut>>[2]) => lazy(prepare(values), context, options), {
    preload: lazy.preload,
  });
}
