/**
 * The run's sessions as typed columns: a number per session per field in Float64Array / Int32Array
 * columns grown by doubling, each repeated string (task, agent, bucket, status, tag set) kept once and
 * referred to by its index. A million sessions cost a few hundred bytes each, not a SessionRecord
 * object graph each; a record is made only where a consumer asks for one (SessionTable.record).
 *
 * A table is appended to as sessions end (SessionColumns) and read in run order (SessionTable: start
 * time, then id — the order RunResult.sessions has), by column or by record.
 */

import type { ErrorBucket, PhaseName, SessionStatus, SpanKind, StepOutcome } from "../events/events.js";
import { PHASES, SPAN_KINDS } from "../events/events.js";
import { ECONOMY_METRICS } from "../scenario/thresholds.js";
import { sortedPositions } from "../stats/quantiles.js";
import type { SessionMetric } from "./figures.js";
import { TagSets } from "./tags.js";
import { isJudged, type SessionEconomy, type SessionRecord, type Tags } from "./types.js";

const FIRST_CAPACITY = 1024;

/**
 * A Float64Array that grows by doubling. In an optional column NaN is "no value" (every stored
 * measurement is finite): its rows read NaN until set. Other columns have every row set. A narrow
 * column (every optional one, and durations) is a Float32Array while every value fits one exactly
 * (whole ms, counts and rewards do), half the memory, and is widened in place the first time one does not.
 */
export class F64Column {
  data: Float64Array | Float32Array;
  constructor(
    private readonly optional = false,
    capacity = FIRST_CAPACITY,
    /** Float32 while values fit (optional columns always start so). */
    narrow = optional,
  ) {
    this.data = narrow ? new Float32Array(capacity) : new Float64Array(capacity);
    if (optional) this.data.fill(Number.NaN);
  }
  set(row: number, v: number): void {
    if (row >= this.data.length) this.reserve(grownSize(this.data.length, row));
    if (this.data instanceof Float32Array && Math.fround(v) !== v && !Number.isNaN(v))
      this.data = Float64Array.from(this.data);
    this.data[row] = v;
  }
  /** Room for `rows` rows, made at once. */
  reserve(rows: number): void {
    if (rows <= this.data.length) return;
    const next = this.data instanceof Float32Array ? new Float32Array(rows) : new Float64Array(rows);
    next.set(this.data);
    if (this.optional) next.fill(Number.NaN, this.data.length);
    this.data = next;
  }
}

/** Doubled until `row` fits. */
function grownSize(size: number, row: number): number {
  let next = Math.max(1, size * 2);
  while (next <= row) next *= 2;
  return next;
}

/**
 * Whole numbers that grow by doubling, in the narrowest typed array that holds every value set so far
 * (interned ids, counts and flags of a run fit a byte or two): widened in place when one does not.
 */
export class I32Column {
  data: Int8Array | Int16Array | Int32Array;
  constructor(capacity = FIRST_CAPACITY) {
    this.data = new Int8Array(capacity);
  }
  set(row: number, v: number): void {
    if (row >= this.data.length) this.reserve(grownSize(this.data.length, row));
    this.data[row] = v;
    if (this.data[row] !== v) {
      this.data = v >= -32768 && v <= 32767 ? Int16Array.from(this.data) : Int32Array.from(this.data);
      this.data[row] = v;
    }
  }
  reserve(rows: number): void {
    if (rows <= this.data.length) return;
    const Kind =
      this.data instanceof Int8Array ? Int8Array : this.data instanceof Int16Array ? Int16Array : Int32Array;
    const next = new Kind(rows);
    next.set(this.data);
    this.data = next;
  }
}

/** Each distinct value once, by index: a run has a few tasks, agents and buckets however many sessions. */
export class Interner<T> {
  readonly values: T[] = [];
  private readonly ids = new Map<T, number>();
  id(v: T): number {
    let id = this.ids.get(v);
    if (id === undefined) {
      id = this.values.length;
      this.values.push(v);
      this.ids.set(v, id);
    }
    return id;
  }
}

const NONE = -1;
const WARMUP = 1;
const JUDGED = 2;
/** Names of the optional columns of each phase's and span kind's summed time. */
const PHASE_COLUMN = Object.fromEntries(PHASES.map((p) => [p, `phase:${p}`])) as Record<PhaseName, string>;
const SPAN_COLUMN = Object.fromEntries(SPAN_KINDS.map((k) => [k, `span:${k}`])) as Record<SpanKind, string>;
const nullable = (v: number): number | null => (Number.isNaN(v) ? null : v);

/** Sessions to pass over (a list, or a table's views made as they are reached), and how many. */
export type SessionList = Iterable<SessionRecord> & { readonly length: number };

/** What a session appends: a SessionRecord whose tags object is the run's one object for that set. */
export type SessionRow = SessionRecord;

/** The columns sessions are appended to, in the order they end. */
export class SessionColumns {
  length = 0;
  /** Rows reserved (reserve); columns made later are made this long. */
  private capacity = 0;
  readonly ids: string[] = [];
  readonly pair = new I32Column();
  readonly attempts = new I32Column();
  readonly task = new I32Column();
  readonly agent = new I32Column();
  readonly tags = new I32Column();
  /** Interned status; bucket NONE when null. */
  readonly status = new I32Column();
  readonly bucket = new I32Column();
  /** WARMUP | JUDGED (isJudged, decided once as the session is appended). */
  readonly flags = new I32Column();
  readonly start = new F64Column();
  readonly end = new F64Column();
  readonly e2e = new F64Column(false, FIRST_CAPACITY, true);
  /**
   * Fields a session may lack (null), each made when the first session has one, so a run that never
   * has one (no schedule, no stage, no container samples) keeps no column for it: by name, and
   * `phase:<name>` / `span:<kind>` for each phase's and span kind's summed time.
   */
  readonly optional = new Map<string, F64Column>();
  /** Rare fields, by row: an error message (sessions that did not pass), a multi-step task's steps. */
  readonly errors = new Map<number, string>();
  readonly steps = new Map<number, StepOutcome[]>();
  readonly strings = new Interner<string>();
  /** Pair tags objects, by identity: sessions' tags come from tagSets.internTags, one object per set. */
  readonly tagObjects = new Interner<Tags>();
  /** Selector tag sets (src/metrics/tags.ts) and each session's, so a selector is tested once per set. */
  readonly tagSets = new TagSets();
  readonly set = new I32Column();

  /** Appends one session, whose tags object is tagSets.internTags's; returns its row. */
  append(s: SessionRow): number {
    const row = this.length++;
    this.set.set(row, this.tagSets.id(s));
    this.ids.push(s.id);
    this.pair.set(row, s.pair);
    this.attempts.set(row, s.attempts);
    this.task.set(row, this.strings.id(s.task));
    this.agent.set(row, this.strings.id(s.agent));
    this.tags.set(row, this.tagObjects.id(s.tags));
    this.status.set(row, this.strings.id(s.status));
    this.bucket.set(row, s.bucket == null ? NONE : this.strings.id(s.bucket));
    this.flags.set(row, (s.warmup ? WARMUP : 0) | (isJudged(s) ? JUDGED : 0));
    this.start.set(row, s.start);
    this.end.set(row, s.end);
    this.e2e.set(row, s.e2e_ms);
    this.opt("scheduled", row, s.scheduled);
    this.opt("stage", row, s.stage);
    this.opt("reward", row, s.reward);
    this.opt("ttft", row, s.ttft_ms);
    this.opt("tpot", row, s.tpot_ms);
    this.opt("tokens_in", row, s.tokens_in);
    this.opt("tokens_out", row, s.tokens_out);
    this.opt("cpu_peak", row, s.cpu_peak_pct);
    this.opt("mem_peak", row, s.mem_peak_bytes);
    for (const p in s.phases) this.opt(PHASE_COLUMN[p as PhaseName], row, s.phases[p as PhaseName]);
    for (const k in s.spans) this.opt(SPAN_COLUMN[k as SpanKind], row, s.spans[k as SpanKind]);
    if (s.economy) for (const m of ECONOMY_METRICS) this.opt(m, row, s.economy[m]);
    if (s.error != null) this.errors.set(row, s.error);
    if (s.steps) this.steps.set(row, s.steps);
    return row;
  }

  private opt(name: string, row: number, v: number | null | undefined): void {
    if (v == null) return;
    let col = this.optional.get(name);
    if (!col) {
      col = new F64Column(true, Math.max(FIRST_CAPACITY, this.capacity));
      this.optional.set(name, col);
    }
    col.set(row, v);
  }

  /**
   * Room for `rows` sessions in every column, made at once: a run that says how many it plans grows its
   * columns once instead of doubling twenty times (each a copy, and garbage for the collector).
   */
  reserve(rows: number): void {
    if (rows <= this.capacity) return;
    this.capacity = rows;
    const columns: (I32Column | F64Column)[] = [
      this.pair,
      this.attempts,
      this.task,
      this.agent,
      this.tags,
      this.status,
      this.bucket,
      this.flags,
      this.start,
      this.end,
      this.e2e,
      this.set,
      ...this.optional.values(),
    ];
    for (const c of columns) c.reserve(rows);
  }

  /** Judged (isJudged), by row. */
  judgedRow(row: number): boolean {
    return (this.flags.data[row] & JUDGED) !== 0;
  }

  /** The sessions so far in run order: by start time, then id. */
  table(): SessionTable {
    const n = this.length;
    const start = this.start.data;
    const ids = this.ids;
    const byId = (a: number, b: number) => (ids[a] < ids[b] ? -1 : ids[a] > ids[b] ? 1 : a - b);
    const cmp = (a: number, b: number) => start[a] - start[b] || byId(a, b);
    // By start in one radix sort, then each run of equal starts by id; a comparator sort when short.
    let order = sortedPositions(new Float64Array(start.subarray(0, n)));
    if (order) sortTies(order, start, byId);
    else {
      order = new Int32Array(n);
      for (let i = 0; i < n; i++) order[i] = i;
      order.sort(cmp);
    }
    // A session id ended twice (a repeated line) is one session, as it last ended.
    let kept = 0;
    for (let j = 0; j < n; j++) {
      const row = order[j];
      const next = j + 1 < n ? order[j + 1] : -1;
      if (next >= 0 && ids[next] === ids[row] && start[next] === start[row]) continue;
      order[kept++] = row;
    }
    return new SessionTable(this, kept === n ? order : order.slice(0, kept));
  }

  /** A table of records made elsewhere (a test's, a merged run's), in the order given. */
  static of(records: readonly SessionRecord[]): SessionTable {
    const cols = new SessionColumns();
    for (const r of records) {
      const shared = cols.tagSets.internTags(r.tags);
      cols.append(shared === r.tags ? r : { ...r, tags: shared });
    }
    const order = new Int32Array(cols.length);
    for (let i = 0; i < order.length; i++) order[i] = i;
    return new SessionTable(cols, order);
  }
}

/** Each run of positions whose values are equal, sorted by `cmp`. */
function sortTies(order: Int32Array, values: ArrayLike<number>, cmp: (a: number, b: number) => number): void {
  for (let j = 0; j < order.length; ) {
    let k = j + 1;
    while (k < order.length && values[order[k]] === values[order[j]]) k++;
    if (k - j > 1) order.subarray(j, k).sort(cmp);
    j = k;
  }
}

/**
 * Sessions in run order, read by position i (0 ≤ i < length). Column reads cost an index each; a
 * record (SessionTable.record) is made only when asked for, and never kept.
 */
export class SessionTable {
  readonly length: number;
  constructor(
    private readonly c: SessionColumns,
    /** Row of each position. */
    readonly order: Int32Array,
  ) {
    this.length = order.length;
  }

  id(i: number): string {
    return this.c.ids[this.order[i]];
  }
  pair(i: number): number {
    return this.c.pair.data[this.order[i]];
  }
  attempts(i: number): number {
    return this.c.attempts.data[this.order[i]];
  }
  /** The interned index of the session's task (taskName gives the name). */
  taskId(i: number): number {
    return this.c.task.data[this.order[i]];
  }
  task(i: number): string {
    return this.c.strings.values[this.taskId(i)];
  }
  agent(i: number): string {
    return this.c.strings.values[this.c.agent.data[this.order[i]]];
  }
  /** The index of the session's tags object (tagsAt gives the object); sessions sharing tags share it. */
  tagsId(i: number): number {
    return this.c.tags.data[this.order[i]];
  }
  tagsAt(id: number): Tags {
    return this.c.tagObjects.values[id];
  }
  tags(i: number): Tags {
    return this.tagsAt(this.tagsId(i));
  }
  /** The session's selector tag set (its id in tagSets). */
  setId(i: number): number {
    return this.c.set.data[this.order[i]];
  }
  get tagSets(): TagSets {
    return this.c.tagSets;
  }
  status(i: number): SessionStatus {
    return this.c.strings.values[this.c.status.data[this.order[i]]] as SessionStatus;
  }
  passed(i: number): boolean {
    return this.status(i) === "passed";
  }
  bucket(i: number): ErrorBucket | null {
    const b = this.c.bucket.data[this.order[i]];
    return b === NONE ? null : (this.c.strings.values[b] as ErrorBucket);
  }
  error(i: number): string | null {
    return this.c.errors.get(this.order[i]) ?? null;
  }
  warmup(i: number): boolean {
    return (this.c.flags.data[this.order[i]] & WARMUP) !== 0;
  }
  /** Judged (isJudged): neither warm-up nor interrupted. */
  judged(i: number): boolean {
    return this.c.judgedRow(this.order[i]);
  }
  start(i: number): number {
    return this.c.start.data[this.order[i]];
  }
  end(i: number): number {
    return this.c.end.data[this.order[i]];
  }
  e2e(i: number): number {
    return this.c.e2e.data[this.order[i]];
  }
  scheduled(i: number): number | null {
    return this.opt("scheduled", i);
  }
  /** Does any session have a scheduled time (an open-loop run's)? */
  anyScheduled(): boolean {
    return this.c.optional.has("scheduled");
  }
  stage(i: number): number | null {
    return this.opt("stage", i);
  }
  reward(i: number): number | null {
    return this.opt("reward", i);
  }
  ttft(i: number): number | null {
    return this.opt("ttft", i);
  }
  tpot(i: number): number | null {
    return this.opt("tpot", i);
  }
  tokensIn(i: number): number | null {
    return this.opt("tokens_in", i);
  }
  tokensOut(i: number): number | null {
    return this.opt("tokens_out", i);
  }
  /** A per-session metric's value (src/metrics/figures.ts SESSION_METRICS); null when it has none. */
  value(i: number, metric: SessionMetric): number | null {
    return metric === "e2e_ms" ? this.e2e(i) : this.opt(metric === "ttft_ms" ? "ttft" : metric, i);
  }
  /** The session's efficiency figures; undefined when no LLM call of it was seen. */
  economy(i: number): SessionEconomy | undefined {
    if (this.opt("llm_calls", i) === null) return undefined;
    return Object.fromEntries(ECONOMY_METRICS.map((m) => [m, this.opt(m, i)])) as SessionEconomy;
  }
  /** The session's summed time in a phase / span kind; null when it had none. */
  phase(i: number, p: PhaseName): number | null {
    return this.opt(PHASE_COLUMN[p], i);
  }
  span(i: number, k: SpanKind): number | null {
    return this.opt(SPAN_COLUMN[k], i);
  }
  private opt(name: string, i: number): number | null {
    const col = this.c.optional.get(name);
    return col ? nullable(col.data[this.order[i]]) : null;
  }
  /**
   * A phase's or span kind's summed times by row (position i is row order[i]; NaN: none), or null when
   * no session has one: for a loop over every session that reads them all.
   */
  timesByRow(of: { phase: PhaseName } | { span: SpanKind }): ArrayLike<number> | null {
    return this.byRow("phase" in of ? PHASE_COLUMN[of.phase] : SPAN_COLUMN[of.span]);
  }
  /** A per-session metric's values by row (NaN: none), or null when no session has one. */
  valuesByRow(metric: Exclude<SessionMetric, "e2e_ms" | "ttft_ms">): ArrayLike<number> | null {
    return this.byRow(metric);
  }
  private byRow(column: string): ArrayLike<number> | null {
    return this.c.optional.get(column)?.data ?? null;
  }
  steps(i: number): StepOutcome[] | undefined {
    return this.c.steps.get(this.order[i]);
  }

  /** The session at position i as a SessionRecord, made now (a new object each call). */
  record(i: number): SessionRecord {
    const row = this.order[i];
    const c = this.c;
    const phases: SessionRecord["phases"] = {};
    for (const p of PHASES) {
      const v = this.phase(i, p);
      if (v != null) phases[p] = v;
    }
    const spans: SessionRecord["spans"] = {};
    for (const k of SPAN_KINDS) {
      const v = this.span(i, k);
      if (v != null) spans[k] = v;
    }
    const steps = c.steps.get(row);
    const economy = this.economy(i);
    return {
      id: c.ids[row],
      pair: this.pair(i),
      task: this.task(i),
      agent: this.agent(i),
      tags: this.tags(i),
      attempts: this.attempts(i),
      status: this.status(i),
      reward: this.reward(i),
      bucket: this.bucket(i),
      error: this.error(i),
      start: this.start(i),
      end: this.end(i),
      scheduled: this.scheduled(i),
      warmup: this.warmup(i),
      stage: this.stage(i),
      e2e_ms: this.e2e(i),
      ttft_ms: this.ttft(i),
      tpot_ms: this.tpot(i),
      tokens_in: this.tokensIn(i),
      tokens_out: this.tokensOut(i),
      phases,
      spans,
      cpu_peak_pct: this.opt("cpu_peak", i),
      mem_peak_bytes: this.opt("mem_peak", i),
      ...(steps ? { steps } : {}),
      ...(economy ? { economy } : {}),
    };
  }

  /** Every record, made now: for consumers of a bounded number of sessions, or of a small run. */
  records(): SessionRecord[] {
    const out = new Array<SessionRecord>(this.length);
    for (let i = 0; i < this.length; i++) out[i] = this.record(i);
    return out;
  }

  /**
   * Every session as a view: an object of two fields whose SessionRecord fields are getters reading
   * the table, for a consumer that takes records but reads a few fields of each (dashboard, junit).
   */
  views(): SessionRecord[] {
    const out = new Array<SessionRecord>(this.length);
    for (let i = 0; i < this.length; i++) out[i] = new SessionView(this, i) as unknown as SessionRecord;
    return out;
  }

  /**
   * Every session as a view made as the iteration reaches it and kept by nobody but the reader: for
   * a consumer that passes over all sessions and keeps a bounded few (dashboard, junit), so a
   * million-session run makes no million-element list.
   */
  each(): SessionList {
    const t = this;
    return {
      length: this.length,
      *[Symbol.iterator]() {
        for (let i = 0; i < t.length; i++) yield new SessionView(t, i) as unknown as SessionRecord;
      },
    };
  }

  /** Positions of the judged sessions (isJudged), in run order. */
  judgedPositions(): Int32Array {
    let n = 0;
    const out = new Int32Array(this.length);
    for (let i = 0; i < this.length; i++) if (this.judged(i)) out[n++] = i;
    return out.subarray(0, n);
  }
}

/** A SessionRecord read through a table at one position; JSON.stringify gives the record. */
class SessionView {
  constructor(
    private readonly t: SessionTable,
    private readonly i: number,
  ) {}
  get id() {
    return this.t.id(this.i);
  }
  get pair() {
    return this.t.pair(this.i);
  }
  get task() {
    return this.t.task(this.i);
  }
  get agent() {
    return this.t.agent(this.i);
  }
  get tags() {
    return this.t.tags(this.i);
  }
  get attempts() {
    return this.t.attempts(this.i);
  }
  get status() {
    return this.t.status(this.i);
  }
  get reward() {
    return this.t.reward(this.i);
  }
  get bucket() {
    return this.t.bucket(this.i);
  }
  get error() {
    return this.t.error(this.i);
  }
  get start() {
    return this.t.start(this.i);
  }
  get end() {
    return this.t.end(this.i);
  }
  get scheduled() {
    return this.t.scheduled(this.i);
  }
  get warmup() {
    return this.t.warmup(this.i);
  }
  get stage() {
    return this.t.stage(this.i);
  }
  get e2e_ms() {
    return this.t.e2e(this.i);
  }
  get ttft_ms() {
    return this.t.ttft(this.i);
  }
  get tpot_ms() {
    return this.t.tpot(this.i);
  }
  get tokens_in() {
    return this.t.tokensIn(this.i);
  }
  get tokens_out() {
    return this.t.tokensOut(this.i);
  }
  get phases() {
    return this.t.record(this.i).phases;
  }
  get spans() {
    return this.t.record(this.i).spans;
  }
  get cpu_peak_pct() {
    return this.t.record(this.i).cpu_peak_pct;
  }
  get mem_peak_bytes() {
    return this.t.record(this.i).mem_peak_bytes;
  }
  get steps() {
    return this.t.steps(this.i);
  }
  get economy() {
    return this.t.economy(this.i);
  }
  toJSON(): SessionRecord {
    return this.t.record(this.i);
  }
}

/** Runs the recorder made, with their tables: a copy ({ ...run, sessions }) is another object, without one. */
const ownTables = new WeakMap<object, SessionTable>();
/** Tables made from a run's records, by the records array. */
const madeTables = new WeakMap<readonly SessionRecord[], SessionTable>();

/** Marks `run` as holding exactly the sessions of `table`. */
export function attachSessionTable<R extends object>(run: R, table: SessionTable): R {
  ownTables.set(run, table);
  return run;
}

/** The run's sessions as a table: the recorder's own when it made the run, else one made from the records. */
export function sessionTableOf(run: { sessions: readonly SessionRecord[] }): SessionTable {
  const own = ownTables.get(run);
  if (own) return own;
  let t = madeTables.get(run.sessions);
  if (!t || t.length !== run.sessions.length) {
    t = SessionColumns.of(run.sessions);
    madeTables.set(run.sessions, t);
  }
  return t;
}
