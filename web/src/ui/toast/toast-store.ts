import { TOAST_MS } from "@corkboard/core/layout";
import { t } from "@corkboard/core/messages";
import { useSyncExternalStore } from "react";

/** Kinds of toast, each with its duration token (UI-003). */
export type ToastKind = "error" | "notice" | "saved" | "mfaResend";

/** One toast on screen. */
export interface ToastItem {
  id: number;
  text: string;
  kind: ToastKind;
}

/** How long a toast stays: the seed's tokens, with the longer saved toast on phones (UI-003). */
export function toastDuration(kind: ToastKind, isPhone: boolean): number {
  if (kind === "saved" && isPhone) return TOAST_MS.savedMobile;
  return TOAST_MS[kind];
}

let toasts: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Removes a toast before its time (its dismiss button). */
export function dismissToast(id: number): void {
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

/**
 * Shows a toast that dismisses itself after its kind's duration, or after `durationMs`
 * when a seed gives a toast its own time (an error toast for 3500 ms); returns its id.
 * A toast with no text says "Unknown Error" (AUTH-173) rather than showing an empty box.
 */
export function showToast(
  text: string,
  kind: ToastKind = "notice",
  isPhone = false,
  durationMs?: number,
): number {
  const id = nextId++;
  const shown = text.trim() === "" ? t("auth.toast.unknownError") : text;
  toasts = [...toasts, { id, text: shown, kind }];
  emit();
  setTimeout(() => dismissToast(id), durationMs ?? toastDuration(kind, isPhone));
  return id;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toasts on screen, oldest first. */
export function useToasts(): readonly ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}
