import { type DefaultError, type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';

/**
 * A mutation whose `mutate` ignores a call while an identical one (the same variables) is still in
 * flight: a double click on Launch, Create or Pause sends one request, not two lists, two
 * campaigns or a failure after the success. `isPending` reaches the screen a render later, so
 * a disabled button alone does not stop the second click; this flag is read at once. Calls with
 * other variables (another row's Pause) go through.
 */
export function useSingleFlightMutation<
  TData = unknown,
  TError = DefaultError,
  TVariables = void,
  TContext = unknown,
>(options: UseMutationOptions<TData, TError, TVariables, TContext>) {
  const mutation = useMutation(options);
  const inFlight = useRef(new Set<string>());
  const { mutateAsync } = mutation;
  const mutate = useCallback(
    (variables: TVariables, callbacks?: Parameters<typeof mutateAsync>[1]) => {
      const key = JSON.stringify(variables ?? null);
      if (inFlight.current.has(key)) return;
      inFlight.current.add(key);
      mutateAsync(variables, callbacks)
        // failures are the mutation's own onError to report
        .catch(() => {})
        .finally(() => inFlight.current.delete(key));
    },
    [mutateAsync],
  );
  return { ...mutation, mutate };
}
