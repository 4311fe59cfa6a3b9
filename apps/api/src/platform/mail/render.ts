import { Liquid } from 'liquidjs';

const textEngine = new Liquid();
const htmlEngine = new Liquid({ outputEscape: 'escape' });

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
  const text = await textEngine.parseAndRender(template.body, vars);
  let linked = template.body;
  for (const name of links) linked = linked.replace(`{{ ${name} }}`, `<a href="{{ ${name} }}">{{ ${name} }}</a>`);
  const htmlBody = await htmlEngine.parseAndRender(linked, vars);
  const paragraphs = htmlBody
    .split('\n\n')
    .map((p: string) => `<p>${p.replace(/\n/g, '<br>')}</p>`)
    .join('');
  const html = `<div style="font-family:system-ui,sans-serif;font-size:14px;line-height:1.5">${paragraphs}</div>`;
  return { subject: template.subject, text, html };
}
