// The worker thread of spreadsheet.ts: parses one file per message, then waits for the next. Plain
// JavaScript so Node loads it as it is in development, tests (vitest) and production alike; it registers
// tsx to load the TypeScript parser. exceljs and yauzl are loaded before tsx, by Node itself (faster).
import { parentPort, threadId } from 'node:worker_threads';
import 'exceljs';
import 'yauzl';
import { register } from 'tsx/esm/api';

register();
const { parseSpreadsheet } = await import('./spreadsheet-parse.ts');

parentPort.on('message', async ({ buffer, limits }) => {
  try {
    const rows = await parseSpreadsheet(Buffer.from(buffer.buffer, buffer.byteOffset, buffer.byteLength), limits);
    parentPort.postMessage({ ok: true, rows, threadId });
  } catch (err) {
    parentPort.postMessage(
      err?.name === 'SpreadsheetError'
        ? { ok: false, code: err.code, details: err.details }
        : { ok: false, code: null, message: err instanceof Error ? err.message : String(err) },
    );
  }
});
