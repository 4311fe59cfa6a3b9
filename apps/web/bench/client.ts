/**
 * `npm run bench:client`: Lighthouse 12 on the built client, as a person meets it (docs/performance.md
 * "Client", ADR 0031). Builds the client when dist/ is missing or older than its sources, starts the
 * portal as the e2e flows do (embedded PGlite, demo data), and audits with the desktop and the mobile
 * preset (simulated throttling):
 * - /sign-in, signed out;
 * - /products?category=2, signed in as the demo dealer (dealer / Demo1234).
 * The signed-in audits run in a Chromium profile that signed in through the sign-in form first: the
 * client keeps its session in localStorage, which Lighthouse leaves alone (it clears the HTTP cache and
 * service workers before each run, so every run is a cold load with the session in place).
 *
 *   npm run bench:client                                  # 1 run per page and preset
 *   npm run bench:client -- --runs 3                      # medians of 3 (by performance score)
 *   npm run bench:client -- --only products --presets mobile --details
 *   npm run bench:client -- --json /tmp/lhr               # also writes each run's full report there
 *   npm run bench:client -- --dist /tmp/before/apps/web/dist   # another build (say, an older commit's), as it is
 *
 * Prints figures, asserts nothing: the targets are in docs/performance.md.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { type Portal, startPortal } from '../e2e/portal';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(webRoot, '../..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// ----- options -----

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const RUNS = Number(option('runs') ?? 1);
const PRESETS = (option('presets') ?? 'desktop,mobile').split(',') as Preset[];
const ONLY = option('only')?.split(',');
const JSON_DIR = option('json');
const DETAILS = process.argv.includes('--details');
const NO_BUILD = process.argv.includes('--no-build');
const DIST = option('dist');

type Preset = 'desktop' | 'mobile';

interface PageSpec {
  name: string;
  path: string;
  signedIn: boolean;
}

/** The audited pages; `home` (the signed-in shell with a light page) only with `--only home`. */
const PAGES: PageSpec[] = [
  { name: 'sign-in', path: '/sign-in', signedIn: false },
  { name: 'products', path: '/products?category=2', signedIn: true },
  { name: 'home', path: '/home', signedIn: true },
].filter((p) => (ONLY ? ONLY.includes(p.name) : p.name !== 'home'));

// ----- build -----

function newestMtime(target: string): number {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(target).map((name) => newestMtime(path.join(target, name))));
}

function buildIfNeeded(): void {
  const index = path.join(webRoot, 'dist/index.html');
  const sources = ['src', 'public', 'index.html', 'vite.config.ts', '../../packages/contract/src'].map((p) => path.join(webRoot, p));
  const stale = !existsSync(index) || Math.max(...sources.map(newestMtime)) > statSync(index).mtimeMs;
  if (!stale) return;
  if (NO_BUILD) throw new Error('dist/ is missing or older than the sources; run without --no-build');
  console.log('building the client (dist/ is missing or older than its sources)...');
  const result = spawnSync('npm', ['run', 'build', '-w', '@dealerport/web'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the client build failed');
}

// ----- browsers -----

/** Signs in through the sign-in form in a fresh Chromium profile; the session stays in its localStorage. */
async function signedInProfile(portal: Portal): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'dealerport-lh-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    headless: true,
    locale: 'tr-TR',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    await page.goto(`${portal.url}/sign-in`);
    await page.locator('input[autocomplete="username"]').fill('dealer');
    await page.locator('input[autocomplete="current-password"]').fill('Demo1234');
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL(/\/home/);
    await page.waitForFunction(() => localStorage.getItem('dealerport.auth')?.includes('"signedIn":true'));
  } finally {
    await context.close();
  }
  return dir;
}

interface Chromium {
  port: number;
  stop(): Promise<void>;
}

/** Debian's Chromium, headless, with a DevTools port for Lighthouse (flags as Lighthouse's own launcher sets). */
async function launchChromium(profileDir: string): Promise<Chromium> {
  const child: ChildProcess = spawn(
    CHROMIUM,
    [
      '--headless=new',
      '--remote-debugging-port=0',
      `--user-data-dir=${profileDir}`,
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-extensions',
      '--disable-component-update',
      '--disable-background-networking',
      '--disable-sync',
      '--disable-default-apps',
      '--mute-audio',
      '--metrics-recording-only',
      '--password-store=basic',
      '--disable-features=Translate,OptimizationHints,MediaRouter,DialMediaRouteProvider',
      '--disable-renderer-backgrounding',
      '--disable-background-timer-throttling',
      '--disable-backgrounding-occluded-windows',
      '--disable-ipc-flooding-protection',
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start: ${seen}`)), 30_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = seen.match(/DevTools listening on ws:\/\/[^:]+:(\d+)\//);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited with ${code}: ${seen}`)));
  });
  child.stderr?.resume();
  return {
    port,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

// ----- audits -----

interface Figures {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  dom: number;
  bytes: number;
  requests: number;
  /** Lighthouse's measure of this machine's speed at the time (higher is faster; a desktop is ~1500-2000). */
  benchmark: number;
}

function figures(lhr: Result): Figures {
  const num = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined)?.items?.length ?? 0;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    fcp: num('first-contentful-paint'),
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    si: num('speed-index'),
    dom: num('dom-size'),
    bytes: num('total-byte-weight'),
    requests,
    benchmark: Math.round(lhr.environment?.benchmarkIndex ?? Number.NaN),
  };
}

/** What Lighthouse says costs the most: the opportunities and diagnostics with a saving or a failing score. */
function details(lhr: Result): string[] {
  const lines: string[] = [];
  const lcpElement = lhr.audits['largest-contentful-paint-element']?.details as
    | { items?: { items?: { node?: { snippet?: string; nodeLabel?: string } }[] }[] }
    | undefined;
  const node = lcpElement?.items?.[0]?.items?.[0]?.node;
  if (node) lines.push(`LCP element: ${node.nodeLabel ?? ''} ${node.snippet ?? ''}`.slice(0, 200));
  const shifts = lhr.audits['layout-shifts']?.details as
    | { items?: { score: number; node?: { snippet?: string; nodeLabel?: string }; subItems?: { items?: { cause?: string }[] } }[] }
    | undefined;
  for (const shift of shifts?.items ?? []) {
    const causes = shift.subItems?.items?.map((i) => i.cause).join('; ');
    lines.push(
      `layout shift ${shift.score.toFixed(3)}: ${shift.node?.snippet ?? shift.node?.nodeLabel ?? '?'}${causes ? ` (${causes})` : ''}`.slice(
        0,
        220,
      ),
    );
  }
  for (const audit of Object.values(lhr.audits)) {
    const saving = (audit.details as { overallSavingsMs?: number } | undefined)?.overallSavingsMs ?? 0;
    const failing = audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative';
    if (saving >= 50 || (failing && audit.scoreDisplayMode === 'numeric')) {
      lines.push(`${audit.id}: ${audit.displayValue ?? ''}${saving ? ` (saves ~${Math.round(saving)} ms)` : ''}`);
    }
  }
  const breakdown = lhr.audits['mainthread-work-breakdown']?.details as { items?: { groupLabel: string; duration: number }[] } | undefined;
  if (breakdown?.items) {
    lines.push(`main thread: ${breakdown.items.map((i) => `${i.groupLabel} ${Math.round(i.duration)} ms`).join(', ')}`);
  }
  return lines;
}

async function audit(port: number, url: string, preset: Preset, attempt = 1): Promise<Result> {
  const flags: Flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] };
  const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    // a trace Chromium did not record (NO_NAVSTART, NO_FCP on a busy machine) is Lighthouse's own hiccup
    if (attempt < 3) {
      console.log(`  (Lighthouse: ${lhr.runtimeError.code}; running that audit again)`);
      return audit(port, url, preset, attempt + 1);
    }
    throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
  const landed = new URL(lhr.finalDisplayedUrl);
  const wanted = new URL(url);
  if (landed.pathname !== wanted.pathname) throw new Error(`${url} ended on ${lhr.finalDisplayedUrl} (not signed in?)`);
  return lhr;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
};

function formatRow(page: string, preset: string, f: Figures, spread: string): string {
  const ms = (v: number) => `${Math.round(v)}`.padStart(6);
  return [
    page.padEnd(9),
    preset.padEnd(8),
    `${f.performance}`.padStart(5),
    `${f.accessibility}`.padStart(5),
    ms(f.fcp),
    ms(f.lcp),
    ms(f.tbt),
    f.cls.toFixed(3).padStart(6),
    ms(f.si),
    `${f.dom}`.padStart(5),
    `${Math.round(f.bytes / 1024)}`.padStart(6),
    `${f.requests}`.padStart(5),
    `${f.benchmark}`.padStart(6),
    spread,
  ].join('  ');
}

async function main() {
  if (!DIST) buildIfNeeded();
  const portal = await startPortal(DIST ? { WEB_DIST: path.resolve(DIST) } : {});
  const profiles: string[] = [];
  const rows: string[] = [];
  try {
    const anonymous = mkdtempSync(path.join(tmpdir(), 'dealerport-lh-'));
    profiles.push(anonymous);
    const signedIn = PAGES.some((p) => p.signedIn) ? await signedInProfile(portal) : anonymous;
    profiles.push(signedIn);
    if (JSON_DIR) mkdirSync(JSON_DIR, { recursive: true });

    for (const page of PAGES) {
      const browser = await launchChromium(page.signedIn ? signedIn : anonymous);
      try {
        for (const preset of PRESETS) {
          const runs: { lhr: Result; f: Figures }[] = [];
          for (let run = 1; run <= RUNS; run++) {
            const lhr = await audit(browser.port, `${portal.url}${page.path}`, preset);
            const f = figures(lhr);
            runs.push({ lhr, f });
            console.log(
              `${page.name} ${preset} run ${run}: performance ${f.performance}, LCP ${Math.round(f.lcp)} ms, TBT ${Math.round(f.tbt)} ms`,
            );
            if (JSON_DIR) writeFileSync(path.join(JSON_DIR, `${page.name}-${preset}-${run}.json`), JSON.stringify(lhr));
          }
          const scores = runs.map((r) => r.f.performance);
          const mid = runs.find((r) => r.f.performance === median(scores)) ?? runs[0]!;
          rows.push(formatRow(page.name, preset, mid.f, RUNS > 1 ? `(${Math.min(...scores)}-${Math.max(...scores)})` : ''));
          if (DETAILS) for (const line of details(mid.lhr)) rows.push(`    ${line}`);
        }
      } finally {
        await browser.stop();
      }
    }
  } finally {
    await portal.stop();
    for (const dir of profiles) rmSync(dir, { recursive: true, force: true });
  }

  console.log(`\nLighthouse ${RUNS > 1 ? `(median of ${RUNS} runs by performance score; range in brackets)` : '(1 run)'}; times in ms`);
  console.log(
    [
      'page'.padEnd(9),
      'preset'.padEnd(8),
      ' perf',
      ' a11y',
      '   FCP',
      '   LCP',
      '   TBT',
      '   CLS',
      '    SI',
      '  DOM',
      '    KB',
      ' reqs',
    ].join('  '),
  );
  for (const row of rows) console.log(row);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
