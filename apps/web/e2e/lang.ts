import { readFileSync } from 'node:fs';

type Dict = Record<string, unknown>;
const load = (lng: string) => JSON.parse(readFileSync(new URL(`../public/lang/${lng}.json`, import.meta.url), 'utf8')) as Dict;
export const tr = load('tr');
export const en = load('en');
export const de = load('de');

/**
 * A translation by dotted key with {{placeholders}} filled, so flows read the texts a person sees; a
 * formatted one ({{count, number}}) takes the value as the flow writes it ("2", "1.500").
 */
export function text(dict: Dict, key: string, vars: Record<string, string> = {}): string {
  const value = key.split('.').reduce<unknown>((o, k) => (o as Dict)[k], dict);
  if (typeof value !== 'string') throw new Error(`no translation for ${key}`);
  return value.replace(/\{\{(\w+)(?:,\s*\w+)?\}\}/g, (_, name: string) => vars[name] ?? '');
}
