import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form's resolver whose schema, and zod with it (about 25 KiB gzip), is fetched when the
 * person starts filling the form in (`preload`, on focus) or at the latest on submit, rather
 * than with the page: the sign-in page must fit issue 13's 120 KiB first-visit budget.
 * If it cannot be fetched (offline, nothing cached), the values go to the server unchecked;
 * the server checks them with the same schema and its field errors show as usual.
 */
export function lazyResolver<Values extends FieldValues, Context, Output>(
  load: () => Promise<Resolver<Values, Context, Output>>,
): { resolver: Resolver<Values, Context, Output>; preload: () => void } {
  let loading: Promise<Resolver<Values, Context, Output>> | undefined;
  const get = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined; // try again next time
      throw error;
    }));
  const resolver: Resolver<Values, Context, Output> = async (values, context, options) => {
    let real: Resolver<Values, Context, Output>;
    try {
      real = await get();
    } catch {
      return { values: values as unknown as Output, errors: {} };
    }
    return real(values, context, options);
  };
  return { resolver, preload: () => void get().catch(() => undefined) };
}
