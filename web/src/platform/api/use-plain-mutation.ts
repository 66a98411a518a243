import { useCallback, useRef, useState } from "react";

/** A write made outside the data layer, with the names TanStack's useMutation uses. */
export interface PlainMutation<V, D> {
  /** Runs the write; rejects with its error. */
  mutateAsync: (variables: V) => Promise<D>;
  isPending: boolean;
  isSuccess: boolean;
  /** The last successful answer. */
  data: D | undefined;
  error: Error | null;
  reset: () => void;
}

interface State<D> {
  running: number;
  succeeded: boolean;
  data: D | undefined;
  error: Error | null;
}

const IDLE = { running: 0, succeeded: false, data: undefined, error: null };

/**
 * The write path of the screens kept out of the data layer (D-026): the sign-in, sign-up
 * and password-reset screens, whose first load does without TanStack Query (~11 KB gzip of
 * a 100 KB budget), and which have no cached queries to invalidate: signing in loads a new
 * page. The pending state comes from the write, as with useApiMutation.
 */
export function usePlainMutation<V, D>(mutationFn: (variables: V) => Promise<D>): PlainMutation<V, D> {
  const [state, setState] = useState<State<D>>(IDLE);
  // The latest function, so a stable mutateAsync still calls with this render's values.
  const latest = useRef(mutationFn);
  latest.current = mutationFn;

  const mutateAsync = useCallback(async (variables: V) => {
    setState((s) => ({ ...s, running: s.running + 1, succeeded: false, error: null }));
    try {
      const data = await latest.current(variables);
      setState((s) => ({ running: s.running - 1, succeeded: true, data, error: null }));
      return data;
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error));
      setState((s) => ({ ...s, running: s.running - 1, succeeded: false, error: failure }));
      throw error;
    }
  }, []);
  const reset = useCallback(() => setState((s) => ({ ...IDLE, running: s.running })), []);

  return {
    mutateAsync,
    isPending: state.running > 0,
    isSuccess: state.succeeded,
    data: state.data,
    error: state.error,
    reset,
  };
}
