import { type ReactNode, useSyncExternalStore } from "react";
import type { ToastProps } from "./toast";

/** RULES §9: one toast at a time. */
const TOAST_LIMIT = 1;
const TOAST_REMOVE_DELAY = 1000;

export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastProps["variant"];
  duration?: number;
}

export interface ToasterToast extends ToastOptions {
  id: string;
  open: boolean;
}

let toasts: ToasterToast[] = [];
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function setToasts(next: ToasterToast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    setToasts(toasts.filter((t) => t.id !== id));
  }, TOAST_REMOVE_DELAY);
  removalTimers.set(id, timer);
}

export function dismissToast(id?: string) {
  for (const t of toasts) if (id === undefined || t.id === id) scheduleRemoval(t.id);
  setToasts(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
}

/** The client's one toast helper. */
export function toast(options: ToastOptions) {
  const id = String(++counter);
  setToasts([{ ...options, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToast() {
  const current = useSyncExternalStore(subscribe, () => toasts);
  return { toasts: current, toast, dismiss: dismissToast };
}
