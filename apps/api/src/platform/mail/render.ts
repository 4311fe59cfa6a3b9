import { convert } from 'html-to-text';
import { Liquid, type Template } from 'liquidjs';
import sanitizeHtml from 'sanitize-html';

/*
 * Email templates are Liquid (design.md: liquidjs), edited by administrators (issue 16, ADR 0044), so the
 * engines are shut in: no file system (`templates: {}`: include/render/layout find nothing), strict
 * variables (a name the event does not give is an error, not an empty string), and limits on parsing,
 * rendering time and memory, so a template cannot hold a worker.
 */
const LIMITS = { parseLimit: 200_000, renderLimit: 1_000, memoryLimit: 10_000_000 } as const;
const BASE = { templates: {}, strictVariables: true, lenientIf: true, ownPropertyOnly: true, ...LIMITS } as const;
const textEngine = new Liquid(BASE);
const htmlEngine = new Liquid({ ...BASE, outputEscape: 'escape' });

/**
 * Parsed templates by engine and text: the same few texts render for every order, and parsing cost more
 * than rendering. Bounded, because admin-edited texts change (a changed text is simply another key).
 */
const parsed = new Map<string, Template[]>();
function parseCached(engine: Liquid, text: string): Template[] {
  const key = `${engine === htmlEngine ? 'h' : 't'}:${text}`;
  let templates = parsed.get(key);
  if (!templates) {
    if (parsed.size >= 500) parsed.clear();
    templates = engine.parse(text);
    parsed.set(key, templates);
  }
  return templates;
}

export interface EmailText {
  /** Liquid, one line. */
  subject: string;
  /** Liquid: HTML, or plain text where blank lines separate paragraphs. */
  body: string;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** A template that cannot be used: it does not parse, or it names a variable the event does not give. */
export type TemplateProblem =
  | { kind: 'syntax'; line: number; detail: string }
  | { kind: 'variable'; line: number; variable: string }
  | { kind: 'render'; line: number; detail: string };

/** The line of a liquidjs error ("…, line:3, col:5"), 1 when it names none. */
function lineOf(err: unknown): number {
  const token = (err as { token?: { getPosition?: () => [number, number] } }).token;
  const position = token?.getPosition?.();
  if (position) return position[0];
  const m = /line:(\d+)/.exec(err instanceof Error ? err.message : '');
  return m ? Number(m[1]) : 1;
}

/** The first line of an error's message, without liquidjs's position suffix. */
const detailOf = (err: unknown) =>
  (err instanceof Error ? err.message : String(err))
    .split('\n')[0]!
    .replace(/,?\s*line:\d+,\s*col:\d+\s*$/, '')
    .slice(0, 300);

/**
 * Checks a template before it is saved: that it parses, and that every variable it reads from outside
 * (not one it assigns or loops over) is one of `allowed`. The first problem, with its line, or null.
 */
export function checkTemplate(source: string, allowed: readonly string[]): TemplateProblem | null {
  let templates: Template[];
  try {
    templates = htmlEngine.parse(source);
  } catch (err) {
    return { kind: 'syntax', line: lineOf(err), detail: detailOf(err) };
  }
  let globals: Record<string, { location: { row: number } }[]>;
  try {
    globals = htmlEngine.analyzeSync(templates).globals as typeof globals;
  } catch (err) {
    return { kind: 'syntax', line: lineOf(err), detail: detailOf(err) };
  }
  const unknown = Object.entries(globals)
    .filter(([name]) => !allowed.includes(name))
    .map(([name, uses]) => ({ name, line: Math.min(...uses.map((u) => u.location.row)) }))
    .sort((a, b) => a.line - b.line);
  return unknown[0] ? { kind: 'variable', line: unknown[0].line, variable: unknown[0].name } : null;
}

/**
 * Renders a template with sample values (strict variables): the problem the static check cannot see, a
 * loop item's or an object's field that does not exist (`{{ d.docNumbr }}`), a filter that fails, the
 * time limit. null when it renders.
 */
export async function renderProblem(source: string, vars: Record<string, unknown>): Promise<TemplateProblem | null> {
  try {
    await htmlEngine.render(parseCached(htmlEngine, source), vars);
    return null;
  } catch (err) {
    return { kind: 'render', line: lineOf(err), detail: detailOf(err) };
  }
}

/** Tags and attributes an email body may keep (what mail clients show; no script, style sheet, form or frame). */
const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags.filter((t) => t !== 'iframe'), 'img', 'span', 'font', 'center'],
  allowedAttributes: {
    '*': ['style', 'align', 'class', 'dir', 'title'],
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan', 'width', 'valign', 'bgcolor'],
    th: ['colspan', 'rowspan', 'width', 'valign', 'bgcolor'],
    table: ['width', 'cellpadding', 'cellspacing', 'border', 'bgcolor'],
    font: ['color', 'size', 'face'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel', 'cid'],
  allowedSchemesByTag: { img: ['http', 'https', 'cid', 'data'] },
  allowProtocolRelative: false,
};

export function sanitizeEmailHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE);
}

const LOOKS_LIKE_HTML = /<(?:p|div|br|table|a|h[1-6]|ul|ol|span|strong|b|em|i|img|hr)\b[^>]*>/i;
const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"]+/g;
const WRAPPER = '<div style="font-family:system-ui,sans-serif;font-size:14px;line-height:1.5">';

/**
 * Renders an email template with its variables: the subject as one line of text, the body as sanitised
 * HTML (values escaped) with a plain-text part (the plain text as written, or generated from the HTML).
 * A plain-text body becomes paragraphs, its web addresses links.
 */
export async function renderEmail(template: EmailText, vars: Record<string, unknown>): Promise<RenderedEmail> {
  const subject = String(await textEngine.render(parseCached(textEngine, template.subject), vars))
    .replace(/\s+/g, ' ')
    .trim();
  const htmlBody = String(await htmlEngine.render(parseCached(htmlEngine, template.body), vars));
  if (LOOKS_LIKE_HTML.test(template.body)) {
    const html = sanitizeEmailHtml(htmlBody);
    const text = convert(html, { wordwrap: 100, selectors: [{ selector: 'img', format: 'skip' }] });
    return { subject, html: `${WRAPPER}${html}</div>`, text };
  }
  const text = String(await textEngine.render(parseCached(textEngine, template.body), vars));
  const paragraphs = htmlBody
    .split(/\n\s*\n/)
    .map(
      (p) =>
        `<p>${p
          .trim()
          .replace(/\n/g, '<br>')
          .replace(URL_IN_TEXT, (url) => `<a href="${url}">${url}</a>`)}</p>`,
    )
    .join('');
  return { subject, html: `${WRAPPER}${sanitizeEmailHtml(paragraphs)}</div>`, text };
}
