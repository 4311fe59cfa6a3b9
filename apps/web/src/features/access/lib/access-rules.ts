import type { AccessFlags, CustomerAccesses, CustomerAccessItem, UpdateCustomerAccessesBody } from '@dealerport/contract';

/** The five flags in the order the screens show them (design.md §4). */
export const ACCESS_FLAGS = [
  'hasList',
  'hasBasket',
  'showPrice',
  'showStock',
  'showXmlStock',
] as const satisfies readonly (keyof AccessFlags)[];
export type AccessFlag = (typeof ACCESS_FLAGS)[number];

/** With no rule the configured default applies; it is all true unless an administrator changed it. */
export const DEFAULT_FLAGS: AccessFlags = { hasList: true, hasBasket: true, showPrice: true, showStock: true, showXmlStock: true };

/** Unsaved edits of a customer's rules: changed flags per property detail, and rules to remove. */
export interface AccessDraft {
  changed: Record<number, AccessFlags>;
  removed: number[];
}

export const EMPTY_DRAFT: AccessDraft = { changed: {}, removed: [] };

export function flagsOf(item: AccessFlags): AccessFlags {
  return {
    hasList: item.hasList,
    hasBasket: item.hasBasket,
    showPrice: item.showPrice,
    showStock: item.showStock,
    showXmlStock: item.showXmlStock,
  };
}

export function sameFlags(a: AccessFlags, b: AccessFlags): boolean {
  return ACCESS_FLAGS.every((f) => a[f] === b[f]);
}

/** The flags a row shows: the edit when there is one, else the saved rule. */
export function shownFlags(draft: AccessDraft, item: CustomerAccessItem): AccessFlags {
  return draft.changed[item.accessPropertyDetailId] ?? flagsOf(item);
}

/** Sets one flag of a rule; an edit back to the saved value is no edit. */
export function setFlag(draft: AccessDraft, item: CustomerAccessItem, flag: AccessFlag, value: boolean): AccessDraft {
  const next = { ...shownFlags(draft, item), [flag]: value };
  const changed = { ...draft.changed };
  if (sameFlags(next, flagsOf(item))) delete changed[item.accessPropertyDetailId];
  else changed[item.accessPropertyDetailId] = next;
  return { ...draft, changed };
}

/** Marks a rule for removal (the default applies again once saved), or takes the mark back. */
export function toggleRemoved(draft: AccessDraft, detailId: number): AccessDraft {
  const removed = draft.removed.includes(detailId) ? draft.removed.filter((id) => id !== detailId) : [...draft.removed, detailId];
  return { ...draft, removed };
}

export function draftSize(draft: AccessDraft): number {
  const changed = Object.keys(draft.changed).map(Number);
  return new Set([...changed, ...draft.removed]).size;
}

/**
 * The PUT body: only the edited rules and the removed ones (the server keeps the rules not
 * mentioned); a rule both edited and removed is removed.
 */
export function toUpdateBody(draft: AccessDraft): UpdateCustomerAccessesBody {
  const items = Object.entries(draft.changed)
    .map(([id, flags]) => ({ accessPropertyDetailId: Number(id), ...flags }))
    .filter((item) => !draft.removed.includes(item.accessPropertyDetailId));
  return { items, removedPropertyDetailIds: [...draft.removed] };
}

/** The number of rules a customer has (each detail is listed once, under its property). */
export function ruleCount(accesses: CustomerAccesses | undefined): number {
  return accesses?.customerAccesses.reduce((n, g) => n + g.items.length, 0) ?? 0;
}
