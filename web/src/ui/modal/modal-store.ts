import { type ReactNode, useSyncExternalStore } from "react";

/** What the app's modal host shows. */
export interface ModalRequest {
  title: string;
  body: ReactNode;
  width?: number;
}

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
