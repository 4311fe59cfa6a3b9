import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';

/**
 * How the production build is cut into files (ADR 0031). Every screen is its own dynamic import
 * (src/app/route-modules.ts); left alone, the bundler then makes one chunk per set of screens sharing a
 * module, over a hundred files, and a page's first load waits on dozens of small requests. These groups
 * keep the first load to a few files while a page still loads only what it shows:
 * - `index`: what the entry needs to start (React, the router, i18n, the query client, the stores, the
 *   Mantine provider, the signed-out layout): the one script index.html loads, under the budget that
 *   scripts/check-client-budget.mjs checks. Only the entry's own imports, not their dependencies' whole
 *   import chains (the contract's barrel would otherwise bring every schema and zod along).
 * - `session`: the sign-in page and what it needs beyond `index` (forms, the API client, zod): the
 *   signed-out landing page is two scripts.
 * - `contract`: the contract's modules, claimed before `session` and split by the screens that use them
 *   (`entriesAware`), so the first render carries the schemas and calls the sign-in and the entry use, not
 *   every area's (the administrators' screens' calls grew the first render past its budget when the whole
 *   contract came with the sign-in page).
 * - `shell`: the signed-in layout (header, menus, cart, search, customer selection) and what it needs
 *   beyond those: loaded with every signed-in page.
 * - `ui`: library code (Mantine components) shared by three screens or more and not in the above, as one
 *   file rather than one per component. mantine-datatable stays out: it loads with the tables only.
 * What is left (a screen's own code, libraries one or two screens use, driver.js with the tour) the
 * bundler splits by itself.
 */
const BOOT = /src[\\/]boot\.ts$/;

const codeSplitting = {
  groups: [
    {
      name: 'index',
      tags: ['$initial' as const],
      test: (id: string) => !BOOT.test(id),
      includeDependenciesRecursively: false,
      priority: 40,
    },
    { name: 'session', test: /src[\\/]app[\\/]routes[\\/]sign-in\.tsx$/, priority: 30 },
    { name: 'zod', test: /node_modules[\\/](zod|mantine-form-zod-resolver)[\\/]/, priority: 26 },
    { name: 'contract', test: /packages[\\/]contract[\\/]/, entriesAware: true, priority: 35 },
    { name: 'shell', test: /src[\\/]app[\\/]layouts[\\/]AppLayout\.tsx$/, priority: 20 },
    { name: 'ui', test: /node_modules[\\/](?!mantine-datatable[\\/])/, minShareCount: 3, priority: 10 },
  ],
};

/**
 * index.html's hints for the first load (ADR 0031):
 * - src/boot.ts, built as its own entry (Vite would bundle a second script of index.html into the first),
 *   loaded `async` ahead of the app's entry;
 * - a modulepreload of the `session` chunk, which every first render needs (the sign-in page; the shell
 *   imports it);
 * - the `dealerport:signed-in` meta tag listing the shell's files that are not in index.html already,
 *   which boot.ts preloads when a session is stored;
 * - a `dealerport:page:/<page>` meta tag for each of EARLY_PAGES, its screen's own files (JS and CSS)
 *   beyond those, which boot.ts preloads when a session opens on that page.
 */
function firstLoadHints(): Plugin {
  let base = '/';
  return {
    name: 'dealerport:first-load-hints',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
        const named = (name: string) => chunks.find((c) => c.name === name);
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const closure = (roots: Rollup.OutputChunk[]) => {
          const seen = new Set<string>();
          const stack = roots.map((c) => c.fileName);
          while (stack.length) {
            const file = stack.pop() as string;
            if (seen.has(file)) continue;
            seen.add(file);
            stack.push(...(byFile.get(file)?.imports ?? []));
          }
          return seen;
        };
        const boot = chunks.find((c) => c.isEntry && c.facadeModuleId !== null && BOOT.test(c.facadeModuleId));
        const session = named('session');
        const inHtml = closure(chunks.filter((c) => c.isEntry || c === session));
        const signedIn = [...closure([named('shell'), named('ui')].filter((c) => c !== undefined))].filter((f) => !inHtml.has(f));
        const cssOf = (files: string[]) =>
          files.flatMap((f) => [
            ...((byFile.get(f) as { viteMetadata?: { importedCss: Set<string> } } | undefined)?.viteMetadata?.importedCss ?? []),
          ]);
        // a page boot.ts may open on: its screen's own files beyond the entry and the shell, JS and CSS
        const pages = EARLY_PAGES.flatMap((page) => {
          const screen = chunks.find((c) => c.facadeModuleId?.replace(/\\/g, '/').endsWith(`/src/app/routes/${page}.tsx`));
          if (!screen) return [];
          const files = [...closure([screen])].filter((f) => !inHtml.has(f) && !signedIn.includes(f));
          return [`<meta name="dealerport:page:/${page}" content="${[...files, ...cssOf(files)].map((f) => `${base}${f}`).join(' ')}" />`];
        });
        const tags: { tag: string; attrs: Record<string, string | boolean>; injectTo: 'head' }[] = [];
        if (session && !html.includes(session.fileName)) {
          tags.push({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${session.fileName}` },
            injectTo: 'head',
          });
        }
        // right after the charset, the meta tag before the script that reads it
        const early = [
          `<meta name="dealerport:signed-in" content="${[...signedIn, ...cssOf(signedIn)].map((f) => `${base}${f}`).join(' ')}" />`,
          ...pages,
          ...(boot ? [`<script type="module" async crossorigin src="${base}${boot.fileName}"></script>`] : []),
        ];
        return { html: html.replace(/(<meta charset[^>]*>)/i, `$1\n    ${early.join('\n    ')}`), tags };
      },
    },
  };
}

/** Pages whose screen's files boot.ts preloads along with the shell's when a session opens on them. */
const EARLY_PAGES = ['home', 'products', 'cart', 'orders'];

type Node = { type: string; start: number; end: number; [key: string]: unknown };

function walk(node: unknown, visit: (node: Node) => void): void {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return;
  visit(node as Node);
  for (const [key, value] of Object.entries(node)) if (key !== 'type' && value && typeof value === 'object') walk(value, visit);
}

/** The name a call starts from: `z` of `z.string().max(3)`, `RoleSchema` of `RoleSchema.extend(...)`. */
function calleeRoot(node: Node): string | undefined {
  let callee = node.callee as Node;
  while (callee.type === 'MemberExpression' || callee.type === 'CallExpression') {
    callee = (callee.type === 'MemberExpression' ? callee.object : callee.callee) as Node;
  }
  return callee.type === 'Identifier' ? (callee.name as string) : undefined;
}

/** Calls that only build a schema or an endpoint definition (zod's `z`, the contract's own builders). */
const SCHEMA_BUILDERS = /^(z|text|optionalText|pagedListSchema|defineEndpoint|[A-Z]\w*Schema)$/;
// `summary` too: the OpenAPI document's text, which the client never reads (every endpoint's cost the first load paid).
const ENDPOINT_SCHEMAS = new Set(['params', 'query', 'body', 'response', 'summary']);

/**
 * The contract as the client's production build reads it (ADR 0031):
 * - an endpoint definition keeps its method, path and auth rule but not its params, query, body and
 *   response schemas nor its summary: those are the server's (validation, OpenAPI); the client reads the
 *   schemas only in its development-only response check (lib/api-client.ts);
 * - a call that builds a schema is marked pure, so a schema no code uses is dropped: zod builders cannot
 *   be known to be free of side effects, and the contract's modules hold constants the client needs next
 *   to schemas it does not.
 * Without this every page's first load would build every schema of the contract and carry zod (some 25 kB
 * gzip, and its start-up time). A schema a form validates with is imported by that form and stays, in
 * that form's chunk.
 */
function contractForTheClient(): Plugin {
  return {
    name: 'dealerport:contract-for-the-client',
    apply: 'build',
    transform(code, id) {
      if (!/packages[\\/]contract[\\/]src[\\/].+\.ts$/.test(id) || id.endsWith('.test.ts')) return null;
      const edits: { at: number; end?: number; text: string }[] = [];
      walk(this.parse(code), (node) => {
        if (node.type !== 'CallExpression') return;
        const root = calleeRoot(node);
        if (!root || !SCHEMA_BUILDERS.test(root)) return;
        edits.push({ at: node.start, text: '/* @__PURE__ */ ' });
        const [definition] = node.arguments as Node[];
        if (root !== 'defineEndpoint' || definition?.type !== 'ObjectExpression') return;
        for (const property of definition.properties as Node[]) {
          const key = property.key as Node | undefined;
          if (property.type === 'Property' && key?.type === 'Identifier' && ENDPOINT_SCHEMAS.has(key.name as string)) {
            edits.push({ at: property.start, end: code[property.end] === ',' ? property.end + 1 : property.end, text: '' });
          }
        }
      });
      if (!edits.length) return null;
      // A schema built inside a removed property (`response: z.array(X)`) is removed with it: its own edit
      // would shift the text under the removal's offsets.
      const removed = edits.filter((e) => e.end !== undefined);
      const kept = edits.filter((e) => e.end !== undefined || !removed.some((r) => e.at >= r.at && e.at < (r.end as number)));
      let out = code;
      for (const edit of kept.sort((a, b) => b.at - a.at)) out = out.slice(0, edit.at) + edit.text + out.slice(edit.end ?? edit.at);
      return { code: out, map: null };
    },
  };
}

/**
 * The contract's CLIENT_VERSION, read from its source: the config runs in plain Node, which cannot load
 * the contract's TypeScript. src/boot.ts sends it with its early API calls (it imports nothing).
 */
function clientVersion(): string {
  const source = readFileSync(fileURLToPath(new URL('../../packages/contract/src/index.ts', import.meta.url)), 'utf8');
  const version = /export const CLIENT_VERSION = '([^']+)'/.exec(source)?.[1];
  if (!version) throw new Error('CLIENT_VERSION not found in packages/contract/src/index.ts');
  return version;
}

/** Files worth sending compressed: text, over a kilobyte (smaller ones gain nothing from it). */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;

/**
 * Writes each compressible file of the build beside itself at the strongest settings (`.gz` at level 9,
 * `.br` at quality 11), which the API sends as they are (apps/api/src/plugins/web.ts: preCompressed). Done
 * once at build time instead of per request at a server's default level: the first visit's scripts are
 * the figure scripts/check-client-budget.mjs measures (it gzips at level 9), not some kilobytes more.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'dealerport:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const file = path.join(dir, name);
          return statSync(file).isDirectory() ? walk(file) : [file];
        });
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

// The API serves dist/ in production (with an SPA fallback to index.html); in development Vite
// proxies /api to it so cookies, headers and paths are the same as in production.
export default defineConfig({
  plugins: [react(), contractForTheClient(), firstLoadHints(), precompress()],
  // src/boot.ts imports nothing, yet its early API calls send the app's x-version
  define: { __DEALERPORT_CLIENT_VERSION__: JSON.stringify(clientVersion()) },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No source maps in the production build: served from dist/ they would hand out the client's source
    // (issue 11; docs/architecture.md "Client"); the API refuses *.map anyway. `npm run dev` still has them.
    sourcemap: false,
    // react-dom alone is over the default 500 kB (unminified figures); the budget script checks what counts
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      input: { index: fileURLToPath(new URL('index.html', import.meta.url)), boot: fileURLToPath(new URL('src/boot.ts', import.meta.url)) },
      output: { codeSplitting },
    },
  },
});
