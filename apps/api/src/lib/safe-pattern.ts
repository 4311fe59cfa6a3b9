import { RE2JS } from 're2js';
import isSafeForBacktracking from 'safe-regex2';

/**
 * Administrator-set regular expressions (the password pattern today, any later one too) run here and
 * nowhere else (ADR 0029): on RE2JS, whose matching time grows linearly with the text whatever the
 * pattern, so no stored pattern can hold the event loop.
 *
 * RE2 has no look-around. Password policies are written as `^(?=.*[a-z])(?=.*\d).{8,}$`: look-aheads
 * at the very start, each one "the text from its beginning matches X". Those are taken apart into one
 * RE2 check per look-ahead (a prefix match, negated for `(?!X)`) plus the rest of the pattern, which
 * is exactly what the look-aheads mean there. Any other look-around, and back-references, cannot be
 * run in linear time: such a pattern does not compile here.
 */
export interface SafePattern {
  readonly source: string;
  test(text: string): boolean;
}

interface Part {
  re: RE2JS;
  /** 'prefix': a leading look-ahead (matches from the start, may stop anywhere); 'search': the rest. */
  kind: 'prefix' | 'search';
  negate: boolean;
}

/** Index just past the group opened at `open` (a `(`), or -1 when it is never closed. */
function groupEnd(source: string, open: number): number {
  let depth = 0;
  let inClass = false;
  for (let i = open; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
      continue;
    }
    if (c === '[') {
      inClass = true;
      // A `]` right after `[` or `[^` is a literal in both engines.
      if (source[i + 1] === '^') i++;
      if (source[i + 1] === ']') i++;
    } else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i + 1;
  }
  return -1;
}

function compileRe2(source: string): RE2JS | null {
  try {
    return RE2JS.compile(source);
  } catch {
    return null;
  }
}

/**
 * Compiles `source` for the linear-time engine; null when it is not a valid JavaScript regular
 * expression or uses what RE2 cannot run (look-around other than leading look-aheads, back-references).
 */
export function compileSafePattern(source: string): SafePattern | null {
  try {
    new RegExp(source); // the client compiles it too: it must be valid JavaScript syntax as well
  } catch {
    return null;
  }
  const parts: Part[] = [];
  let rest = source;
  if (source.startsWith('^')) {
    let i = 1;
    while (source.startsWith('(?=', i) || source.startsWith('(?!', i)) {
      const end = groupEnd(source, i);
      if (end < 0) return null;
      const re = compileRe2(source.slice(i + 3, end - 1));
      if (!re) return null;
      parts.push({ re, kind: 'prefix', negate: source[i + 2] === '!' });
      i = end;
    }
    rest = `^${source.slice(i)}`;
  }
  const re = compileRe2(rest);
  if (!re) return null;
  parts.push({ re, kind: 'search', negate: false });
  return {
    source,
    test(text: string) {
      return parts.every(({ re, kind, negate }) => {
        const matcher = re.matcher(text);
        return (kind === 'prefix' ? matcher.lookingAt() : matcher.find()) !== negate;
      });
    },
  };
}

/**
 * Why a pattern an administrator is saving is refused, or null when it may be saved: 'invalid' when
 * it does not compile, 'unsafe' when the linear-time engine cannot run it or it has the nested
 * repetition that makes backtracking engines (a browser checking it as the user types) explode.
 */
export function checkAdminPattern(source: string): 'invalid' | 'unsafe' | null {
  try {
    new RegExp(source);
  } catch {
    return 'invalid';
  }
  if (!compileSafePattern(source) || !isSafeForBacktracking(source)) return 'unsafe';
  return null;
}
