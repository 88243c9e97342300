import { useSyncExternalStore } from 'react';

/** A decision or change another operator made while this console was open. */
export interface OpsEvent {
  id: number;
  action: string;
  /** The action as the console names it (a company's KYC decision is its KYB one). */
  shownAction: string;
  /** As the audit names it (`order:12`): the key an open detail looks its item up by. */
  target: string;
  /** The target by account or order number, username or code, for a person to read. */
  targetView: { kind: string; label: string };
  operator: string;
  time: string;
}

const byTarget = new Map<string, OpsEvent>();
const listeners = new Set<() => void>();

/** Remembers other operators' events by their target (`order:12`, `user:7`, `va:3`…). */
export function rememberDecisions(events: readonly OpsEvent[]): void {
  for (const event of events) byTarget.set(event.target, event);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The latest event another operator made on `target` while this console was open: a detail
 * uses it to say at once that the item was decided elsewhere and to stop offering a decision
 * (the server refuses a second one anyway).
 */
export function useDecidedElsewhere(target: string | null): OpsEvent | undefined {
  return useSyncExternalStore(subscribe, () => (target ? byTarget.get(target) : undefined));
}
