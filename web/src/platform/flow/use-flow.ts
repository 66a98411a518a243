import type { EffectsTaken, WithEffects } from "@corkboard/core/flow";
import { type Dispatch, useEffect, useEffectEvent, useReducer } from "react";

/**
 * Drives a core flow reducer (D-027): the screen dispatches events and renders the state;
 * after each commit the effects the transitions asked for are taken out of the state and
 * handed to `run`, which performs them (a server call, a modal, a navigation) and reports
 * answers with `dispatch`. `run` always sees the latest render's props.
 */
export function useFlow<S extends WithEffects<unknown>, V extends { type: string }, I>(
  // The reducer must know the runner's receipt (effects_taken) among its events.
  reducer: EffectsTaken extends V ? (state: S, event: V) => S : never,
  input: I,
  init: (input: I) => S,
  run: (effect: S["effects"][number], dispatch: Dispatch<V>) => void,
): [S, Dispatch<V>] {
  const [state, dispatch] = useReducer(reducer, input, init);
  const perform = useEffectEvent((effect: S["effects"][number]) => run(effect, dispatch));
  const effects = state.effects;
  useEffect(() => {
    if (effects.length === 0) return;
    // Taken before running, so an event a runner dispatches at once finds them gone.
    dispatch({ type: "effects_taken", count: effects.length } as EffectsTaken & V);
    for (const effect of effects) perform(effect);
  }, [effects]);
  return [state, dispatch];
}
