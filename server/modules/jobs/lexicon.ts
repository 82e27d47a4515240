// The keyword dictionary (migration 0012): rebuilt in the background from the active jobs, held in
// memory by each API instance, used by jobs.search.ts to expand the last word's prefix into exact
// lexemes and to estimate a keyword's share of the jobs.
import type { Database, Queryable } from '../../db/client'
import type { JobHandlers } from '../../lib/queue'
import { ACTIVE } from './jobs.search'

export const LEXICON = {
  /** How often the dictionary is rebuilt (a recurring background task). */
  refreshEveryMs: 10 * 60_000,
  /** How often an instance reloads it from the table. */
  reloadEveryMs: 60_000,
  /** A prefix with more lexemes than this stays a prefix term (it is broad anyway). */
  maxExpansions: 40,
} as const

/** Rebuilds the dictionary from the active jobs; returns the number of lexemes. */
export async function refreshLexicon(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query('DELETE FROM search_lexemes')
    await tx.query(
      `INSERT INTO search_lexemes (word, ndoc)
       SELECT word, ndoc FROM ts_stat('SELECT j.search_vector FROM jobs j WHERE ${ACTIVE}')`,
    )
    // the number of jobs the counts are out of, so that shares stay right between rebuilds
    const [row] = await tx.query<{ n: number }>(
      `INSERT INTO app_meta (key, value)
       SELECT 'lexicon', jsonb_build_object('docs', (SELECT count(*) FROM jobs j WHERE ${ACTIVE}), 'refreshed_at', now())
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value
       RETURNING (SELECT count(*)::int FROM search_lexemes) AS n`,
    )
    return row.n
  })
}

const REFRESH_KIND = 'search-lexicon-refresh'

/** A lexeme as a tsquery term: quoted unless plain letters and digits ("web/app", "qa/qc" exist). */
const asTerm = (lexeme: string) => (/^[a-z0-9]+$/.test(lexeme) ? lexeme : `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`)

/** The recurring rebuild, for the background worker (server/worker.ts). */
export function lexiconWork(): { handlers: JobHandlers; recurring: { kind: string; everyMs: number }[] } {
  return {
    handlers: { [REFRESH_KIND]: async (_job, db) => void (await refreshLexicon(db)) },
    recurring: [{ kind: REFRESH_KIND, everyMs: LEXICON.refreshEveryMs }],
  }
}

export interface KeywordPlan {
  /** Estimated share (0..1) of the active jobs the keyword matches, if its words were independent. */
  share: number
  /** The share of the keyword's rarest word: no more jobs than that can match. */
  maxShare: number
  /** Estimated rows the full-text index returns for indexQuery (each is then read and sorted). */
  indexRows: number
  /** Rows the index returns at most: the rarest word's, when the words always come together. */
  maxIndexRows: number
  /**
   * What the full-text index should look up: whole words, and the last word's prefix spelled out
   * as exact lexemes (an OR of exact lexemes keeps GIN's skipping through the rarer words' postings,
   * which a `word:*` term turns off). A prefix too broad to spell out is left to `recheck`.
   */
  indexQuery: string
  /** The whole keyword, checked on the rows the index found when indexQuery left part of it out. */
  recheck: string | null
}

export class Lexicon {
  private words: string[] = []
  private counts = new Map<string, number>()
  private docs = 0
  private loadedAt = 0
  private loading: Promise<void> | null = null

  constructor(
    private readonly db: Queryable,
    private readonly options: { reloadEveryMs?: number; maxExpansions?: number } = {},
  ) {}

  /**
   * The dictionary, loaded on first use and reloaded in the background when older than the reload
   * period; null while it is empty (a new database before its first rebuild).
   */
  async current(): Promise<Lexicon | null> {
    // searching never fails for want of the dictionary: without it, it just plans less well
    if (!this.loadedAt) await this.load().catch(() => {})
    else if (Date.now() - this.loadedAt > (this.options.reloadEveryMs ?? LEXICON.reloadEveryMs)) void this.load().catch(() => {})
    return this.words.length ? this : null
  }

  private load(): Promise<void> {
    this.loading ??= (async () => {
      try {
        const [rows, [active]] = await Promise.all([
          this.db.query<{ word: string; ndoc: number }>('SELECT word, ndoc FROM search_lexemes ORDER BY word COLLATE "C"'),
          this.db.query<{ n: number }>(`SELECT (value->>'docs')::int AS n FROM app_meta WHERE key = 'lexicon'`),
        ])
        this.words = rows.map((r) => r.word)
        this.counts = new Map(rows.map((r) => [r.word, r.ndoc]))
        this.docs = Math.max(active?.n ?? 0, 1)
        this.loadedAt = Date.now()
      } finally {
        this.loading = null
      }
    })()
    return this.loading
  }

  /** Lexemes starting with prefix, in code-point order (the words are sorted that way). */
  expand(prefix: string): string[] {
    let lo = 0
    let hi = this.words.length
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      if (this.words[mid] < prefix) lo = mid + 1
      else hi = mid
    }
    const found: string[] = []
    for (let i = lo; i < this.words.length && this.words[i].startsWith(prefix); i++) found.push(this.words[i])
    return found
  }

  /**
   * Plans a keyword of folded words (the last one may still be being typed, so it is also a
   * prefix). A word the dictionary does not know yet (a job posted since the last rebuild) still
   * matches as a whole word; as a prefix it is found after the next rebuild.
   */
  plan(words: readonly string[]): KeywordPlan {
    const shares: number[] = []
    const indexTerms: string[] = []
    let indexShare = 1
    let rarestIndexShare = 1
    let recheck: string | null = null
    words.forEach((word, i) => {
      if (i < words.length - 1) {
        shares.push((this.counts.get(word) ?? 0) / this.docs)
        indexShare *= shares[i]
        rarestIndexShare = Math.min(rarestIndexShare, shares[i])
        indexTerms.push(word)
        return
      }
      const expansions = this.expand(word)
      shares.push(Math.min(1, expansions.reduce((sum, w) => sum + (this.counts.get(w) ?? 0), 0) / this.docs))
      if (expansions.length > (this.options.maxExpansions ?? LEXICON.maxExpansions)) {
        if (indexTerms.length) recheck = [...indexTerms, `${word}:*`].join(' & ')
        else {
          indexTerms.push(`${word}:*`)
          indexShare *= shares[i]
          rarestIndexShare = Math.min(rarestIndexShare, shares[i])
        }
        return
      }
      indexShare *= shares[i]
      rarestIndexShare = Math.min(rarestIndexShare, shares[i])
      const exact = (expansions.includes(word) ? expansions : [word, ...expansions]).map(asTerm)
      indexTerms.push(exact.length === 1 ? exact[0] : `(${exact.join(' | ')})`)
    })
    return {
      share: shares.reduce((product, share) => product * share, 1),
      maxShare: Math.min(...shares),
      indexRows: Math.round(indexShare * this.docs),
      maxIndexRows: Math.round(rarestIndexShare * this.docs),
      indexQuery: indexTerms.join(' & '),
      recheck,
    }
  }
}
