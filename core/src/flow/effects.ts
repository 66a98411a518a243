/**
 * Effects as data (D-027). A flow reducer never performs I/O: a transition that needs some (a
 * server call, a modal, a navigation, a toast) appends an effect to the state, and the
 * screen's runner performs it and reports the answer as another event. So the decisions a
 * flow makes about the outside world are transitions, tested in core like any other.
 */

/** A flow state that carries the effects its transitions asked for, oldest first. */
export interface WithEffects<E> {
  readonly effects: readonly E[];
}

/** The runner took the first `count` effects and performs them: they leave the state. */
export interface EffectsTaken {
  type: "effects_taken";
  count: number;
}

/** The state with `effects` appended after any the runner has not taken yet. */
export function withEffects<S extends WithEffects<unknown>>(state: S, ...effects: S["effects"][number][]): S {
  return effects.length === 0 ? state : { ...state, effects: [...state.effects, ...effects] };
}

/**
 * The state without the first `count` effects. Counting (rather than clearing) keeps an
 * effect that a later event appended before the runner caught up.
 */
export function takeEffects<S extends WithEffects<unknown>>(state: S, count: number): S {
  return count <= 0 ? state : { ...state, effects: state.effects.slice(count) };
}
