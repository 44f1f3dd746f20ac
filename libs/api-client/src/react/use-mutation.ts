import { useCallback, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { ApiError, NETWORK_ERROR_MESSAGE, isApiError } from '../api-error.ts';
import type { ApiClient } from '../request.ts';
import { useApiClient } from './api-provider.tsx';

/** An SWR key (a resource path), fixed or made from the mutation's arguments. */
export type MutationKey<Args extends unknown[]> = string | ((...args: Args) => string);

/** A test of cached keys, given the mutation's answer and arguments. */
export type KeyMatch<Data, Args extends unknown[]> = (key: string, answer: Data, ...args: Args) => boolean;

/**
 * What a successful mutation does to the cache, in the order listed:
 * - a key: that resource is read again;
 * - `{ key, update }`: the cached value becomes `update(current, answer, ...args)` at once, without
 *   a read (`revalidate: true` reads it again afterwards);
 * - `{ prefix }`: every cached key equal to the prefix or starting with it is read again (all the
 *   pages and filters of a list: `{ prefix: 'campaigns/?' }`);
 * - `{ match }`: every cached key the test accepts is read again.
 */
export type Invalidation<Data, Args extends unknown[]> =
  | MutationKey<Args>
  | {
      key: MutationKey<Args>;
      // The cached value's type is the key's resource; `any` lets each entry name it in its parameter.
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      update: (current: any, answer: Data, ...args: Args) => unknown;
      revalidate?: boolean;
    }
  | { prefix: MutationKey<Args> }
  | { match: KeyMatch<Data, Args> };

export interface MutationOptions<Data, Args extends unknown[]> {
  invalidate?: Invalidation<Data, Args>[];
}

export interface Mutation<Data, Args extends unknown[]> {
  /** Runs the call, then the invalidations; resolves to the answer, rejects with the call's error. */
  trigger: (...args: Args) => Promise<Data>;
  /** True from a trigger until its invalidations are done or it failed. */
  pending: boolean;
  /** The last trigger's failure (ApiError from the request layer), null after a success or `reset`. */
  error: ApiError | null;
  reset: () => void;
}

const keyOf = <Args extends unknown[]>(key: MutationKey<Args>, args: Args) => (typeof key === 'function' ? key(...args) : key);

/** The cached keys an invalidation reads again: by prefix or by test (SWR keys here are strings). */
function keyTest<Data, Args extends unknown[]>(
  entry: { prefix: MutationKey<Args> } | { match: KeyMatch<Data, Args> },
  answer: Data,
  args: Args,
): (key: unknown) => boolean {
  if ('match' in entry) return (key) => typeof key === 'string' && entry.match(key, answer, ...args);
  const prefix = keyOf(entry.prefix, args);
  return (key) => typeof key === 'string' && key.startsWith(prefix);
}

/** Errors that are not the request layer's own (a thrown TypeError, say) as an ApiError without a status. */
const asApiError = (error: unknown): ApiError =>
  isApiError(error) ? error : new ApiError(0, {}, error instanceof Error ? error.message : NETWORK_ERROR_MESSAGE);

/**
 * A write through the provider's client with its cache effects declared once:
 * `useMutation((api, id: number) => api.DELETE('/api/v1/labels/{id}/', …), { invalidate: [labelsKey] })`.
 */
export function useMutation<Data, Args extends unknown[]>(
  call: (api: ApiClient, ...args: Args) => Promise<Data>,
  // The call alone decides Data and Args; the invalidations are checked against them.
  { invalidate = [] }: NoInfer<MutationOptions<Data, Args>> = {},
): Mutation<Data, Args> {
  const api = useApiClient();
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  // The latest call and invalidations, so `trigger` keeps one identity while callers pass inline functions.
  const latest = useRef({ call, invalidate });
  latest.current = { call, invalidate };

  const trigger = useCallback(
    async (...args: Args) => {
      setPending(true);
      setError(null);
      try {
        const answer = await latest.current.call(api, ...args);
        const reads: Promise<unknown>[] = [];
        for (const entry of latest.current.invalidate) {
          if (typeof entry === 'object' && ('prefix' in entry || 'match' in entry)) {
            reads.push(mutate(keyTest(entry, answer, args)));
          } else if (typeof entry === 'object') {
            const key = keyOf(entry.key, args);
            await mutate(key, (current: unknown) => entry.update(current, answer, ...args), { revalidate: false });
            if (entry.revalidate) reads.push(mutate(key));
          } else {
            reads.push(mutate(keyOf(entry, args)));
          }
        }
        await Promise.all(reads);
        return answer;
      } catch (failure) {
        setError(asApiError(failure));
        throw failure;
      } finally {
        setPending(false);
      }
    },
    [api, mutate],
  );
  const reset = useCallback(() => setError(null), []);
  return { trigger, pending, error, reset };
}
