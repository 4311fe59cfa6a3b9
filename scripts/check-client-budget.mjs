#!/usr/bin/env node
// The client's size budget (ADR 0031), run after `vite build` (apps/web's `e2e` script, `npm run check:budget`).
// What the browser fetches before the first render is dist/index.html's module script, its modulepreload
// links and the chunks those import statically; their gzip size must stay within the budget. Chunks loaded
// later (a page's own code, imported dynamically) are listed, not budgeted. It also fails when dist/ holds
// a source map (issue 11: they would hand out the client's source).
//
//   node scripts/check-client-budget.mjs [distDir] [--budget-kb 250]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const budgetArg = args.indexOf('--budget-kb');
const BUDGET_KB = budgetArg >= 0 ? Number(args[budgetArg + 1]) : 250;
const distDir = path.resolve(
  args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--budget-kb') ?? path.join(repoRoot, 'apps/web/dist'),
);

const kb = (bytes) => (bytes / 1024).toFixed(1);
const failures = [];

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? walk(file) : [file];
  });
}

const indexFile = path.join(distDir, 'index.html');
let html;
try {
  html = readFileSync(indexFile, 'utf8');
} catch {
  console.error(`No ${path.relative(process.cwd(), indexFile)}: build the client first (npm run build -w @dealerport/web).`);
  process.exit(1);
}

const sizes = new Map();
/** Raw, gzip and brotli size of a file under dist/ (URL path as in index.html or an import). */
function sizeOf(urlPath) {
  if (!sizes.has(urlPath)) {
    const body = readFileSync(path.join(distDir, urlPath));
    sizes.set(urlPath, {
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
      brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    });
  }
  return sizes.get(urlPath);
}

const attr = (tag, name) => tag.match(new RegExp(`\\s${name}=["']([^"']+)["']`))?.[1];
const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
const entryScripts = tags.filter((t) => t.startsWith('<script') && attr(t, 'src')).map((t) => attr(t, 'src'));
const preloads = tags.filter((t) => t.startsWith('<link') && attr(t, 'rel') === 'modulepreload').map((t) => attr(t, 'href'));
const styles = tags.filter((t) => t.startsWith('<link') && attr(t, 'rel') === 'stylesheet').map((t) => attr(t, 'href'));

// Static imports and re-exports of a built chunk (`import{a as b}from"./x.js"`, `import"./x.js"`,
// `export{...}from"./x.js"`); dynamic `import("./x.js")` calls are collected separately.
const STATIC_IMPORT = /(?:^|[;}\n])\s*(?:import|export)\s*(?:[\w$*{},\s]*?\bfrom\s*)?["']([^"']+\.js)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g;

function importsOf(urlPath, pattern) {
  const code = readFileSync(path.join(distDir, urlPath), 'utf8');
  return [...code.matchAll(pattern)].map((m) => path.posix.join(path.posix.dirname(urlPath), m[1]));
}

/** A set of chunks and everything they import statically. */
function staticClosure(roots) {
  const seen = new Set();
  const stack = [...roots];
  while (stack.length) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...importsOf(file, STATIC_IMPORT));
  }
  return seen;
}

const sum = (files) =>
  [...files].reduce(
    (acc, f) => {
      const s = sizeOf(f);
      return { raw: acc.raw + s.raw, gzip: acc.gzip + s.gzip, brotli: acc.brotli + s.brotli };
    },
    { raw: 0, gzip: 0, brotli: 0 },
  );

const initial = staticClosure([...entryScripts, ...preloads]);
const initialJs = sum(initial);
const css = sum(styles);

console.log(`Client budget (${path.relative(process.cwd(), distDir) || '.'})`);
console.log('\nBefore the first render (index.html scripts, modulepreloads and their static imports):');
for (const file of [...initial].sort((a, b) => sizeOf(b).gzip - sizeOf(a).gzip)) {
  const s = sizeOf(file);
  console.log(`  ${file.padEnd(52)} ${kb(s.raw).padStart(8)} KB  gzip ${kb(s.gzip).padStart(6)} KB`);
}
console.log(
  `  ${'JavaScript'.padEnd(52)} ${kb(initialJs.raw).padStart(8)} KB  gzip ${kb(initialJs.gzip).padStart(6)} KB  brotli ${kb(initialJs.brotli)} KB  (${initial.size} files)`,
);
console.log(`  ${'CSS (not budgeted)'.padEnd(52)} ${kb(css.raw).padStart(8)} KB  gzip ${kb(css.gzip).padStart(6)} KB`);

const unpreloaded = [...initial].filter((f) => !entryScripts.includes(f) && !preloads.includes(f));
if (unpreloaded.length) console.log(`  note: imported before the first render but not preloaded: ${unpreloaded.join(', ')}`);

// What src/boot.ts preloads for a signed-in visit (the shell), listed by the build in a meta tag.
const signedInMeta = html.match(/<meta\s+name=["']dealerport:signed-in["']\s+content=["']([^"']*)["']/)?.[1] ?? '';
const signedInRoots = signedInMeta.split(/\s+/).filter(Boolean);
const signedIn = new Set([...staticClosure(signedInRoots)].filter((f) => !initial.has(f)));
const signedInJs = sum(signedIn);
if (signedIn.size) {
  console.log(`\nPreloaded on top for a signed-in visit (the shell; src/boot.ts, when a session is stored):`);
  console.log(
    `  ${'JavaScript'.padEnd(52)} ${kb(signedInJs.raw).padStart(8)} KB  gzip ${kb(signedInJs.gzip).padStart(6)} KB  (${signedIn.size} files)`,
  );
}

// What each lazily loaded chunk (a page's own code, an overlay) adds: beyond the first render, and beyond
// the first render with the shell.
const lazyRoots = [...new Set([...initial, ...signedIn].flatMap((f) => importsOf(f, DYNAMIC_IMPORT)))].filter(
  (f) => !initial.has(f) && !signedIn.has(f),
);
console.log('\nLoaded later (each dynamically imported chunk with its static imports): beyond the first render; beyond it with the shell');
const lazyRows = lazyRoots.map((root) => {
  const closure = [...staticClosure([root])];
  const extra = closure.filter((f) => !initial.has(f));
  const extraSignedIn = extra.filter((f) => !signedIn.has(f));
  return { root, files: extra.length, ...sum(extra), signedIn: sum(extraSignedIn).gzip, signedInFiles: extraSignedIn.length };
});
for (const row of lazyRows.sort((a, b) => b.gzip - a.gzip)) {
  console.log(
    `  ${row.root.slice(0, 52).padEnd(52)} gzip ${kb(row.gzip).padStart(6)} KB (${String(row.files).padStart(2)} files); ${kb(row.signedIn).padStart(6)} KB (${row.signedInFiles} files)`,
  );
}

const allFiles = walk(distDir).map((f) => `/${path.relative(distDir, f).split(path.sep).join('/')}`);
const allJs = sum(allFiles.filter((f) => f.endsWith('.js')));
console.log(
  `\nAll JavaScript in dist: ${kb(allJs.raw)} KB, gzip ${kb(allJs.gzip)} KB, in ${allFiles.filter((f) => f.endsWith('.js')).length} files`,
);

const maps = allFiles.filter((f) => f.endsWith('.map'));
if (maps.length) failures.push(`source maps in dist/ (the build must emit none): ${maps.join(', ')}`);
const budget = BUDGET_KB * 1024;
if (initialJs.gzip > budget)
  failures.push(`JavaScript before the first render is ${kb(initialJs.gzip)} KB gzip, over the ${BUDGET_KB} KB budget`);

if (failures.length) {
  for (const f of failures) console.error(`\nFAIL: ${f}`);
  process.exit(1);
}
console.log(`\nOK: ${kb(initialJs.gzip)} KB gzip before the first render (budget ${BUDGET_KB} KB), no source maps.`);
