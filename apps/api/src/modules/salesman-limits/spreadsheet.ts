import { Worker } from 'node:worker_threads';
import { AppError } from '../../lib/app-error';
import { SPREADSHEET_LIMITS, type SpreadsheetError, type SpreadsheetLimits, tooLarge, unreadable } from './spreadsheet-limits';
import type { SheetRow } from './spreadsheet-parse';

export { type CellValue, isBlank, readCsv, type SheetRow } from './spreadsheet-parse';

/** What the worker answers (spreadsheet.worker.mjs). */
type WorkerReply =
  | { ok: true; rows: SheetRow[]; threadId: number }
  | { ok: false; code: SpreadsheetError['code'] | null; details?: Record<string, unknown>; message?: string };

export interface ReadResult {
  rows: SheetRow[];
  /** The worker thread that parsed the file (the main thread is 0). */
  threadId: number;
}

const WORKER = new URL('./spreadsheet.worker.mjs', import.meta.url);
/** An idle worker is kept this long for the next upload (starting one costs about a second), then ended. */
const IDLE_MS = 60_000;

/**
 * Reads an uploaded spreadsheet (spreadsheet-parse.ts) in a worker thread, so a big or hostile file costs
 * the event loop nothing: /healthz and every other request answer while it is parsed (issue 11, finding 4;
 * docs/decisions/0028). Behind the limits checked before inflating, the worker's heap and time are capped
 * as a last resort (a worker past either is ended, never reused); at most `concurrentParses` run at once.
 */
export async function readSpreadsheet(buffer: Buffer, limits: SpreadsheetLimits = SPREADSHEET_LIMITS): Promise<ReadResult> {
  // Cheap refusals first, without a thread.
  if (buffer.length === 0) throw toAppError(unreadable());
  if (buffer.length > limits.fileBytes) throw toAppError(tooLarge('fileBytes', limits.fileBytes));
  await takeSlot(limits.concurrentParses);
  try {
    return await parseInWorker(buffer, limits);
  } finally {
    releaseSlot();
  }
}

const toAppError = (e: Pick<SpreadsheetError, 'code' | 'details' | 'cause'>) => new AppError(e.code, e.details, { cause: e.cause });

const idle: Worker[] = [];
const idleTimers = new Map<Worker, NodeJS.Timeout>();

function startWorker(limits: SpreadsheetLimits): Worker {
  // Plain JavaScript that registers tsx itself: no flags of this process (vitest's, tsx's) are needed.
  const worker = new Worker(WORKER, { execArgv: [], resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb } });
  // An idle worker never keeps the process alive.
  worker.unref();
  return worker;
}

function parseInWorker(buffer: Buffer, limits: SpreadsheetLimits): Promise<ReadResult> {
  let worker = idle.pop();
  if (worker) clearTimeout(idleTimers.get(worker));
  // A worker started with other heap limits is not reused.
  if (worker && (worker as Worker & { memoryMb?: number }).memoryMb !== limits.memoryMb) {
    void worker.terminate();
    worker = undefined;
  }
  const w = worker ?? Object.assign(startWorker(limits), { memoryMb: limits.memoryMb });
  return new Promise<ReadResult>((resolve, reject) => {
    let settled = false;
    const settle = (reusable: boolean, fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      w.off('message', onMessage);
      w.off('error', onError);
      w.off('exit', onExit);
      if (reusable) {
        idle.push(w);
        idleTimers.set(
          w,
          setTimeout(() => {
            idle.splice(idle.indexOf(w), 1);
            idleTimers.delete(w);
            void w.terminate();
          }, IDLE_MS).unref(),
        );
      } else void w.terminate();
      fn();
    };
    const onMessage = (reply: WorkerReply) =>
      settle(true, () => {
        if (reply.ok) resolve({ rows: reply.rows, threadId: reply.threadId });
        else if (reply.code) reject(new AppError(reply.code, reply.details));
        else reject(toAppError(unreadable(new Error(reply.message))));
      });
    const onError = (err: Error & { code?: string }) =>
      settle(false, () =>
        reject(toAppError(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooLarge('memoryMb', limits.memoryMb) : unreadable(err))),
      );
    const onExit = (code: number) =>
      settle(false, () => reject(toAppError(unreadable(new Error(`spreadsheet worker exited with ${code}`)))));
    const timer = setTimeout(() => settle(false, () => reject(toAppError(tooLarge('seconds', limits.seconds)))), limits.seconds * 1000);
    w.on('message', onMessage);
    w.once('error', onError);
    w.once('exit', onExit);
    w.postMessage({ buffer: new Uint8Array(buffer), limits });
  });
}

// At most `max` parses at once; a finished one hands its slot to the next waiting.
let running = 0;
const waiting: Array<() => void> = [];
async function takeSlot(max: number) {
  if (running < max) {
    running++;
    return;
  }
  await new Promise<void>((resolve) => waiting.push(resolve));
}
function releaseSlot() {
  const next = waiting.shift();
  if (next) next();
  else running--;
}
