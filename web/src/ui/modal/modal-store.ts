import { type ReactNode, useSyncExternalStore } from "react";

/**
 * What the app's modal host shows: a title and body it frames in a Modal, or an element
 * that renders its own Modal (a multi-step flow whose title and width change per step).
 */
export type ModalRequest = { title: string; body: ReactNode; width?: number } | { element: ReactNode };

let current: ModalRequest | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Shows a modal in the app's modal host, replacing any open one. */
export function openModal(request: ModalRequest): void {
  current = request;
  emit();
}

/** Closes the host's modal. */
export function closeModal(): void {
  current = null;
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The modal the host should show, or null. */
export function useModalRequest(): ModalRequest | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
