import { RE2JS } from 're2js';
import tokenize, { type SetToken, type Token, type Tokens, types } from 'ret';
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

/** Code points as sorted, disjoint, inclusive ranges. */
type CharRanges = Array<[number, number]>;

const MAX_CODE_POINT = 0x10ffff;

function normalise(ranges: CharRanges): CharRanges {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const out: CharRanges = [];
  for (const [from, to] of sorted) {
    const last = out[out.length - 1];
    if (last && from <= last[1] + 1) last[1] = Math.max(last[1], to);
    else out.push([from, to]);
  }
  return out;
}

function complement(ranges: CharRanges): CharRanges {
  const out: CharRanges = [];
  let next = 0;
  for (const [from, to] of normalise(ranges)) {
    if (from > next) out.push([next, from - 1]);
    next = to + 1;
  }
  if (next <= MAX_CODE_POINT) out.push([next, MAX_CODE_POINT]);
  return out;
}

function intersects(a: CharRanges, b: CharRanges): boolean {
  return a.some(([aFrom, aTo]) => b.some(([bFrom, bTo]) => aFrom <= bTo && bFrom <= aTo));
}

/** The characters of a class (`[a-z\d]`, `\d`, `.`); ret nests `\w` and the like as classes of their own. */
function classRanges(token: Token | SetToken): CharRanges {
  if (token.type === types.CHAR) return [[token.value, token.value]];
  if (token.type === types.RANGE) return [[token.from, token.to]];
  if (token.type !== types.SET) return [];
  const ranges = normalise(token.set.flatMap(classRanges));
  return token.not ? complement(ranges) : ranges;
}

/** What a piece of pattern can start with: the characters of its first one, and whether it can match nothing. */
interface Start {
  chars: CharRanges;
  empty: boolean;
}

function sequenceStart(tokens: Token[]): Start {
  const chars: CharRanges = [];
  for (const token of tokens) {
    const start = tokenStart(token);
    chars.push(...start.chars);
    if (!start.empty) return { chars: normalise(chars), empty: false };
  }
  return { chars: normalise(chars), empty: true };
}

function alternativesStart(options: Token[][]): Start {
  const starts = options.map(sequenceStart);
  return { chars: normalise(starts.flatMap((s) => s.chars)), empty: starts.some((s) => s.empty) };
}

function tokenStart(token: Token): Start {
  switch (token.type) {
    case types.CHAR:
    case types.SET:
      return { chars: classRanges(token), empty: false };
    case types.REPETITION: {
      const inner = tokenStart(token.value);
      return { chars: inner.chars, empty: inner.empty || token.min === 0 };
    }
    case types.GROUP:
      // A look-around consumes nothing; what follows it decides (ignoring its condition only widens the set).
      if (token.followedBy || token.notFollowedBy || token.lookBehind) return { chars: [], empty: true };
      return token.options ? alternativesStart(token.options) : sequenceStart(token.stack ?? []);
    case types.REFERENCE:
      // Whatever the group matched: anything.
      return { chars: [[0, MAX_CODE_POINT]], empty: true };
    default:
      // ^ $ \b \B
      return { chars: [], empty: true };
  }
}

/** The alternations (`a|b`, as the branch lists of their groups) anywhere inside `token`. */
function alternationsIn(token: Token): Token[][][] {
  if (token.type === types.REPETITION) return alternationsIn(token.value);
  if (token.type !== types.GROUP) return [];
  const options = token.options ?? [token.stack ?? []];
  const nested = options.flatMap((branch) => branch.flatMap(alternationsIn));
  return token.options ? [token.options, ...nested] : nested;
}

/**
 * Two branches of which one can start with what another starts with (`a|a`, `a|aa`, `\d|[0-9]`, `a|.`),
 * or a branch that can match nothing: it then overlaps whatever comes after it, the next round included
 * (`(?:(?:a|)a)*` is `(?:a|aa)*`).
 */
function branchesOverlap(options: Token[][]): boolean {
  const starts = options.map(sequenceStart);
  if (starts.length > 1 && starts.some((s) => s.empty)) return true;
  return starts.some((a, i) => starts.slice(i + 1).some((b) => intersects(a.chars, b.chars)));
}

/**
 * Whether the pattern repeats (`*`, `+`, `{n,}`, `{n,m}` with m > 1) a group holding an alternation whose
 * branches can start alike: `^(a|a)*$`, `^(a|aa)+$`. Each repetition can then take either branch, so a
 * backtracking engine tries 2^n ways on a text that finally fails, exactly as with nested repetition,
 * which safe-regex2 does not see. Judged on the first character only: conservative, it also refuses a
 * few harmless patterns (`(ab|ac)+`), never a policy of classes, counts and leading look-aheads.
 */
export function hasOverlappingRepeatedAlternation(source: string): boolean {
  let root: Tokens;
  try {
    root = tokenize(source);
  } catch {
    return false; // not a pattern at all: the caller refuses it as invalid
  }
  const visit = (token: Tokens): boolean => {
    if (token.type === types.REPETITION) {
      if (token.max > 1 && alternationsIn(token.value).some(branchesOverlap)) return true;
      return visit(token.value);
    }
    if (token.type !== types.GROUP && token.type !== types.ROOT) return false;
    const options = token.options ?? [token.stack ?? []];
    return options.some((branch) => branch.some(visit));
  };
  return visit(root);
}

/**
 * Why a pattern an administrator is saving is refused, or null when it may be saved: 'invalid' when
 * it does not compile, 'unsafe' when the linear-time engine cannot run it or it has what makes
 * backtracking engines (a browser checking it as the user types) explode: nested repetition, or a
 * repeated alternation whose branches overlap.
 */
export function checkAdminPattern(source: string): 'invalid' | 'unsafe' | null {
  try {
    new RegExp(source);
  } catch {
    return 'invalid';
  }
  if (!compileSafePattern(source) || !isSafeForBacktracking(source) || hasOverlappingRepeatedAlternation(source)) return 'unsafe';
  return null;
}
