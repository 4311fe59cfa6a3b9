import type { CartBatchResult, PadLine, QuickOrderLineInput } from '@dealerport/contract';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAddQuickOrder } from '../api/add-quick-order';
import { resolveQuickOrder } from '../api/resolve-quick-order';
import {
  appendLines,
  cartLines,
  chunks,
  emptyRow,
  hasText,
  loadRows,
  mergeSameProduct,
  type PadRow,
  saveRows,
  summarize,
  toLineInput,
} from '../lib/pad-rows';

/** A code or quantity being typed is asked once the typing pauses this long. */
export const RESOLVE_DEBOUNCE_MS = 500;

type BatchLine = CartBatchResult['lines'][number];

const tabStorage = (): Storage | undefined => (typeof window === 'undefined' ? undefined : window.sessionStorage);

/** An edit that changes nothing (or a row already gone) is not asked again. */
function unchanged(rows: readonly PadRow[], id: string, same: (row: PadRow) => boolean): boolean {
  const row = rows.find((r) => r.id === id);
  return !row || same(row);
}

interface PadOptions {
  /** Where the pad is kept in the tab (lib/pad-rows.ts storageKey: per user and acting customer). */
  storageKey: string;
  /** The cart changed (its queries belong to the baskets feature; the route marks them stale). */
  onCartChanged?: () => void;
}

/**
 * The quick-order pad's state: its rows (kept in sessionStorage), every edit asked again once typing
 * pauses (all edited rows in one request, chunks of 1,000), answers for rows typed over meanwhile dropped,
 * rows of the same product summed into one, and "Add to cart" of the found rows in one request.
 */
export function useQuickOrderPad({ storageKey, onCartChanged }: PadOptions) {
  const [rows, setRows] = useState<PadRow[]>(() => {
    const kept = loadRows(tabStorage(), storageKey);
    return kept.length > 0 ? kept : [emptyRow()];
  });
  // the rows as of now, for the async steps (an answer, add to cart) that must not read a stale render
  const rowsRef = useRef(rows);
  const update = useCallback((change: (rows: PadRow[]) => PadRow[]) => {
    const next = change(rowsRef.current);
    rowsRef.current = next.length > 0 ? next : [emptyRow()];
    setRows(rowsRef.current);
  }, []);

  const dirty = useRef(new Set<string>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inflight = useRef(new Set<Promise<void>>());
  const abort = useRef(new AbortController());
  const [resolveError, setResolveError] = useState<unknown>(null);

  useEffect(() => saveRows(tabStorage(), storageKey, rows), [rows, storageKey]);

  const flush = useCallback((): Promise<void> => {
    clearTimeout(timer.current);
    const ids = dirty.current;
    dirty.current = new Set();
    if (ids.size === 0) return Promise.resolve();
    // this batch's own signal: leaving the page aborts it, and its failure is then no error to show
    const signal = abort.current.signal;
    const asked = rowsRef.current.filter((r) => ids.has(r.id) && hasText(r)).map((r) => ({ id: r.id, rev: r.rev, line: toLineInput(r) }));
    update((current) =>
      current.map((r) => {
        if (!ids.has(r.id)) return r;
        return hasText(r) ? { ...r, state: 'resolving' } : { ...r, state: 'idle', result: null };
      }),
    );
    const work = chunks(asked).map(async (chunk) => {
      const byId = new Map(chunk.map((a, i) => [a.id, { ...a, index: i }]));
      try {
        const answer = await resolveQuickOrder({ lines: chunk.map((a) => a.line) }, signal);
        const byLine = new Map(answer.lines.map((l) => [l.line, l]));
        update((current) =>
          current.map((r) => {
            const a = byId.get(r.id);
            if (!a || a.rev !== r.rev) return r;
            const result = byLine.get(a.index);
            return result ? { ...r, state: 'idle', result } : { ...r, state: 'error' };
          }),
        );
        setResolveError(null);
      } catch (err) {
        if (signal.aborted) return;
        setResolveError(err);
        update((current) => current.map((r) => (byId.get(r.id)?.rev === r.rev ? { ...r, state: 'error' } : r)));
        return;
      }
      const merged = mergeSameProduct(rowsRef.current);
      if (merged.changed.length > 0) {
        update(() => merged.rows);
        for (const id of merged.changed) dirty.current.add(id);
        await flush();
      }
    });
    const all = Promise.all(work).then(() => undefined);
    inflight.current.add(all);
    void all.finally(() => inflight.current.delete(all));
    return all;
  }, [update]);

  const schedule = useCallback(
    (id: string) => {
      dirty.current.add(id);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), RESOLVE_DEBOUNCE_MS);
    },
    [flush],
  );

  const resolveNow = useCallback(
    (ids: readonly string[]) => {
      for (const id of ids) dirty.current.add(id);
      return flush();
    },
    [flush],
  );

  /** Every edit and answer settled: nothing waiting for a pause, nothing asked. */
  const settle = useCallback(async () => {
    await flush();
    while (inflight.current.size > 0) await Promise.all([...inflight.current]);
  }, [flush]);

  // A kept pad is asked again on arrival: prices and stock may have moved since.
  useEffect(() => {
    const controller = new AbortController();
    abort.current = controller;
    const kept = rowsRef.current.filter(hasText).map((r) => r.id);
    if (kept.length > 0) void resolveNow(kept);
    return () => {
      controller.abort();
      clearTimeout(timer.current);
    };
  }, [resolveNow]);

  const edit = useCallback(
    (id: string, change: (row: PadRow) => Partial<PadRow>) => {
      update((current) =>
        current.map((r) => {
          if (r.id !== id) return r;
          const next = { ...r, ...change(r), rev: r.rev + 1, addProblem: null };
          return hasText(next) ? { ...next, state: 'pending' } : { ...next, state: 'idle', result: null };
        }),
      );
    },
    [update],
  );

  const setText = useCallback(
    (id: string, text: string) => {
      if (unchanged(rowsRef.current, id, (r) => r.text === text)) return;
      edit(id, () => ({ text: text.slice(0, 200), productId: null, merged: 1 }));
      schedule(id);
    },
    [edit, schedule],
  );

  const setQuantity = useCallback(
    (id: string, quantity: number | null) => {
      if (unchanged(rowsRef.current, id, (r) => r.quantity === quantity)) return;
      edit(id, () => ({ quantity }));
      schedule(id);
    },
    [edit, schedule],
  );

  /** The candidate picked for an ambiguous row: asked at once with its product id. */
  const pick = useCallback(
    (id: string, productId: number) => {
      edit(id, () => ({ productId }));
      void resolveNow([id]);
    },
    [edit, resolveNow],
  );

  /** A "did you mean" code replaces the row's text: asked at once. */
  const replaceCode = useCallback(
    (id: string, code: string) => {
      edit(id, () => ({ text: code, productId: null, merged: 1 }));
      void resolveNow([id]);
    },
    [edit, resolveNow],
  );

  /** The row's edit asked now (Enter, a suggestion taken) rather than after the pause. */
  const resolveRow = useCallback(
    (id: string) => {
      if (!dirty.current.has(id)) return;
      void flush();
    },
    [flush],
  );

  /** Enter on a row: the next row when it is empty, else a new empty row below. Answers the row to focus. */
  const nextRow = useCallback(
    (id: string): string => {
      const current = rowsRef.current;
      const at = current.findIndex((r) => r.id === id);
      const after = current[at + 1];
      if (after && !hasText(after)) return after.id;
      const row = emptyRow();
      update((rs) => {
        const i = rs.findIndex((r) => r.id === id);
        return [...rs.slice(0, i + 1), row, ...rs.slice(i + 1)];
      });
      return row.id;
    },
    [update],
  );

  const addRow = useCallback((): string => {
    const row = emptyRow();
    update((rs) => [...rs, row]);
    return row.id;
  }, [update]);

  const remove = useCallback(
    (id: string) => {
      dirty.current.delete(id);
      update((rs) => rs.filter((r) => r.id !== id));
    },
    [update],
  );

  /** Lines pasted or read from a file, after the filled rows, all asked in one go. */
  const addLines = useCallback(
    (lines: readonly (PadLine | QuickOrderLineInput)[]) => {
      const result = appendLines(rowsRef.current, lines);
      update(() => result.rows);
      void resolveNow(result.added.map((r) => r.id));
      return { added: result.added.length, dropped: result.dropped };
    },
    [update, resolveNow],
  );

  /** Lines pasted into a row's code field: they take the row's place when it is empty, else go below it. */
  const pasteAt = useCallback(
    (id: string, lines: readonly PadLine[]) => {
      const current = rowsRef.current;
      const at = current.findIndex((r) => r.id === id);
      if (at < 0) return addLines(lines);
      const row = current[at]!;
      const before = current.slice(0, hasText(row) ? at + 1 : at);
      const after = current.slice(at + 1);
      // the rows below stay, and count towards the pad's size
      const result = appendLines(before, lines, after.filter(hasText).length);
      update(() => [...result.rows, ...after]);
      void resolveNow(result.added.map((r) => r.id));
      return { added: result.added.length, dropped: result.dropped };
    },
    [addLines, update, resolveNow],
  );

  const clear = useCallback(() => {
    dirty.current.clear();
    update(() => []);
  }, [update]);

  const retry = useCallback(() => {
    const failed = rowsRef.current.filter((r) => r.state === 'error').map((r) => r.id);
    void resolveNow(failed);
  }, [resolveNow]);

  // ----- add to cart -----

  const add = useAddQuickOrder(onCartChanged);
  const [addResult, setAddResult] = useState<BatchLine[] | null>(null);
  // from the click on: the rows' last answers are awaited before the add itself is sent
  const [adding, setAdding] = useState(false);

  const addToCart = useCallback(async () => {
    setAddResult(null);
    setAdding(true);
    const results: BatchLine[] = [];
    let revs = new Map<string, number>();
    try {
      await settle();
      const { rows: sent, body } = cartLines(rowsRef.current);
      revs = new Map(sent.map((r) => [r.id, r.rev]));
      for (const chunk of chunks(body)) results.push(...(await add.mutateAsync({ lines: chunk })).lines);
    } finally {
      setAdding(false);
      // what went in leaves the pad (also when a later chunk failed); a row edited meanwhile stays as it is now
      const byProduct = new Map(results.map((l) => [l.productId, l]));
      const outcome = (r: PadRow) => (revs.get(r.id) === r.rev ? byProduct.get(r.result?.product?.id ?? -1) : undefined);
      update((current) =>
        current
          .filter((r) => !outcome(r)?.added)
          .map((r) => {
            const refused = outcome(r);
            return refused ? { ...r, addProblem: refused.message ?? refused.code ?? '' } : r;
          }),
      );
      if (results.length > 0) setAddResult(results);
    }
  }, [add, settle, update]);

  const summary = useMemo(() => summarize(rows), [rows]);

  return {
    rows,
    summary,
    setText,
    setQuantity,
    pick,
    replaceCode,
    resolveRow,
    nextRow,
    addRow,
    remove,
    addLines,
    pasteAt,
    clear,
    retry,
    resolveError,
    addToCart,
    adding,
    addError: add.error,
    addResult,
    dismissAddResult: () => setAddResult(null),
  };
}

export type QuickOrderPad = ReturnType<typeof useQuickOrderPad>;
