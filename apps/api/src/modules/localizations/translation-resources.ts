import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CULTURES, type Culture } from '@dealerport/contract';

/** A `/lang/{lng}.json` tree: nested objects whose leaves are texts. */
export type ResourceTree = { [key: string]: string | ResourceTree };

/** The built texts of every language: the trees as shipped and their leaves by dotted key. */
export interface DefaultResources {
  dir: string;
  trees: Record<Culture, ResourceTree>;
  flat: Record<Culture, ReadonlyMap<string, string>>;
  /** Every key of any language, sorted. */
  keys: readonly string[];
  keySet: ReadonlySet<string>;
}

/**
 * Where the built texts are: the served client's `lang/` (apps/web/dist, copied there by the build from
 * apps/web/public), else the sources' `apps/web/public/lang` (development and tests run without a build).
 */
export function resourceDirectory(webDist: string): string {
  const built = path.join(webDist, 'lang');
  if (existsSync(path.join(built, 'tr.json'))) return built;
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web/public/lang');
}

/** The dotted keys of a tree's leaves (i18next's key separator is the dot; no file key holds one). */
export function flatten(tree: ResourceTree, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [name, value] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value === 'string') out.set(key, value);
    else if (value && typeof value === 'object' && !Array.isArray(value)) flatten(value, key, out);
  }
  return out;
}

async function readTree(file: string): Promise<ResourceTree> {
  try {
    const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as ResourceTree) : {};
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw err;
  }
}

export async function readDefaultResources(dir: string): Promise<DefaultResources> {
  const trees = {} as Record<Culture, ResourceTree>;
  const flat = {} as Record<Culture, ReadonlyMap<string, string>>;
  const all = new Set<string>();
  for (const lng of CULTURES) {
    trees[lng] = await readTree(path.join(dir, `${lng}.json`));
    flat[lng] = flatten(trees[lng]);
    for (const key of flat[lng].keys()) all.add(key);
  }
  const keys = [...all].sort();
  return { dir, trees, flat, keys, keySet: all };
}

const PLACEHOLDER = /\{\{\s*-?\s*([^,}\s]+)[^}]*\}\}/g;

/** The interpolation variables of a text (`count` of `{{count, number}}`, `name` of `{{- name}}`), sorted, once each. */
export function placeholdersOf(text: string | null | undefined): string[] {
  if (!text) return [];
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]!))].sort();
}

/** The default a language's override is checked against: its own, else Turkish's (the fallback language), else any. */
export function defaultFor(defaults: DefaultResources, key: string, lng: Culture): string | null {
  return defaults.flat[lng].get(key) ?? defaults.flat.tr.get(key) ?? CULTURES.map((c) => defaults.flat[c].get(key)).find(Boolean) ?? null;
}

/** A copy of `tree` with `overrides` (dotted key -> text) set at their leaves; keys the tree cannot hold are skipped. */
export function applyOverrides(tree: ResourceTree, overrides: ReadonlyMap<string, string>): ResourceTree {
  if (overrides.size === 0) return tree;
  const copy = structuredClone(tree);
  for (const [key, value] of overrides) {
    const parts = key.split('.');
    let node: ResourceTree = copy;
    let ok = true;
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      if (next === undefined) node[part] = {};
      else if (typeof next === 'string') {
        ok = false;
        break;
      }
      node = node[part] as ResourceTree;
    }
    const last = parts[parts.length - 1]!;
    if (ok && typeof node[last] !== 'object') node[last] = value;
  }
  return copy;
}
