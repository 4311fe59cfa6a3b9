import { Liquid } from 'liquidjs';

const textEngine = new Liquid();
const htmlEngine = new Liquid({ outputEscape: 'escape' });

/**
 * Parsed templates by engine and text: the same few texts render for every order, and parsing cost more
 * than rendering. Bounded, because admin-edited texts change (a changed text is simply another key).
 */
const parsed = new Map<string, ReturnType<Liquid['parse']>>();
function renderCached(engine: Liquid, text: string, vars: Record<string, unknown>): Promise<string> {
  const key = `${engine === htmlEngine ? 'h' : 't'}:${text}`;
  let templates = parsed.get(key);
  if (!templates) {
    if (parsed.size >= 500) parsed.clear();
    templates = engine.parse(text);
    parsed.set(key, templates);
  }
  return engine.render(templates, vars);
}

export interface EmailText {
  subject: string;
  /** Liquid text; blank lines separate paragraphs. */
  body: string;
}

/**
 * Renders a plain-text email template to text and HTML. Values are escaped in the HTML; the
 * variables named in `links` become anchors. (Admin-editable templates will go through this too.)
 */
export async function renderEmail(template: EmailText, vars: Record<string, unknown>, links: string[] = ['link']) {
  const text = await renderCached(textEngine, template.body, vars);
  let linked = template.body;
  for (const name of links) linked = linked.replace(`{{ ${name} }}`, `<a href="{{ ${name} }}">{{ ${name} }}</a>`);
  const htmlBody = await renderCached(htmlEngine, linked, vars);
  const paragraphs = htmlBody
    .split('\n\n')
    .map((p: string) => `<p>${p.replace(/\n/g, '<br>')}</p>`)
    .join('');
  const html = `<div style="font-family:system-ui,sans-serif;font-size:14px;line-height:1.5">${paragraphs}</div>`;
  return { subject: template.subject, text, html };
}
