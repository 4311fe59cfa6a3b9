// Loaded into the portal's processes by the benches (`node --import tsx --import ./apps/api/bench/count-statements.ts`),
// never by the portal itself: counts every statement the process sends, per text, and writes the counts
// to $BENCH_STATEMENTS_DIR/<pid>.json every 200 ms and at exit (harness.ts StatementCounter reads them).
// Every statement of either driver passes ChangeSignal.writtenTables (db/change-signal.ts: the change
// signal reads each text for the tables it writes), the same hook the API tests count statements with;
// counting there costs a map update per statement.
// Beside the counts, what holds the event loop: every stall of the loop of 20 ms or more (a 10 ms timer
// that fired late, with the wall-clock time it ended) and every garbage collection (its kind, start and
// duration), so the bench can tell a tail made by pauses from one made by queueing (harness.ts LoopProbe).
import { renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PerformanceObserver, performance } from 'node:perf_hooks';
import { ChangeSignal } from '../src/db/change-signal';

const dir = process.env.BENCH_STATEMENTS_DIR;
if (dir) {
  const counts = new Map<string, number>();
  let total = 0;
  const original = ChangeSignal.prototype.writtenTables;
  ChangeSignal.prototype.writtenTables = function (this: ChangeSignal, text: string) {
    total++;
    counts.set(text, (counts.get(text) ?? 0) + 1);
    return original.call(this, text);
  };

  // [end (ms since the epoch), length (ms)]; kept to the last 20,000 of each.
  const stalls: [number, number][] = [];
  const gcs: [number, number, number][] = []; // [start (epoch ms), duration (ms), kind]
  const keep = <T>(list: T[], item: T) => {
    list.push(item);
    if (list.length > 20_000) list.splice(0, list.length - 20_000);
  };
  const TICK = 10;
  let expected = performance.now() + TICK;
  setInterval(() => {
    const now = performance.now();
    const late = now - expected;
    if (late >= 20) keep(stalls, [Date.now(), Math.round(late)]);
    expected = now + TICK;
  }, TICK).unref();
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const kind = (e as unknown as { detail?: { kind?: number } }).detail?.kind ?? 0;
      keep(gcs, [Math.round(performance.timeOrigin + e.startTime), Math.round(e.duration * 10) / 10, kind]);
    }
  }).observe({ entryTypes: ['gc'] });

  const file = path.join(dir, `${process.pid}.json`);
  const write = () => {
    try {
      // Written beside and renamed: a reader never sees half a file.
      writeFileSync(`${file}.tmp`, JSON.stringify({ total, byText: [...counts.entries()], stalls, gcs }));
      renameSync(`${file}.tmp`, file);
    } catch {
      /* the bench removed the directory: it has what it needs */
    }
  };
  setInterval(write, 200).unref();
  process.on('exit', write);
}
