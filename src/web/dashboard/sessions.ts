/** The dashboard's sessions table: filter, sort, pages, and one session's detail. */
import { append, byId, el } from "../shared/dom.js";
import { section, table } from "./charts.js";
import { D, fmtMs, fmtNum, STATUS, STATUS_KEY, t } from "./context.js";

type Row = (typeof D.sessions.rows)[number];
type Value = string | number | null | undefined;

const S = D.sessions;
const C = Object.fromEntries(S.columns.map((c, i) => [c, i])) as Record<(typeof S.columns)[number], number>;
const str = (i: unknown) => (typeof i !== "number" || i < 0 ? "" : D.strings[i]);
const numAt = (r: Row, c: number) => r[c] as number | null;
const statusOf = (r: Row) => STATUS[r[C.status] as number];
const view = { key: "start_s", dir: 1, filter: "", status: "", page: 0 };
const SHOWN = 500;

/** [key, header, value, text] per column. */
const COLS: [string, string, (r: Row) => Value, ((v: Value) => string)?][] = [
  ["id", t("dash.session_col"), (r) => r[C.id] as string],
  ["journey", t("dash.journey"), (r) => str(r[C.journey])],
  ["status", t("dash.col_status"), (r) => t(STATUS_KEY[statusOf(r)])],
  ["bucket", t("dash.bucket"), (r) => str(r[C.bucket])],
  ["start_s", t("dash.start"), (r) => numAt(r, C.start_s), (v) => `${fmtNum(v as number, 1)} ${t("unit.s")}`],
  ["e2e_ms", t("dash.e2e"), (r) => numAt(r, C.e2e_ms), (v) => fmtMs(v as number)],
  ["ttft_ms", t("dash.ttft"), (r) => numAt(r, C.ttft_ms), (v) => fmtMs(v as number)],
  ["attempts", t("dash.attempts"), (r) => numAt(r, C.attempts)],
  ["error", t("dash.error_col"), (r) => str(r[C.error])],
];
const TEXT = S.rows.map((r) =>
  [
    r[C.id],
    str(r[C.journey]),
    str(r[C.task]),
    str(r[C.agent]),
    statusOf(r),
    str(r[C.bucket]),
    str(r[C.error]),
  ]
    .join(" ")
    .toLowerCase(),
);

export function sessions(): void {
  const total = S.total ?? S.rows.length;
  const s = section("sessions", t("dash.sessions"), t("dash.sessions_note", { n: total, shown: SHOWN }));
  if (total > S.rows.length) {
    const text = t("dash.sessions_held", { held: S.rows.length, n: total });
    s.appendChild(el("p", { id: "sessions-held", class: "note", text }));
  }
  const again = () => {
    view.page = 0;
    renderRows();
  };
  const oninput = (e: Event) => {
    view.filter = (e.target as HTMLInputElement).value.toLowerCase();
    again();
  };
  const input = el("input", { id: "filter", type: "search", placeholder: t("dash.filter"), oninput });
  const options = [el("option", { value: "", text: t("dash.any_status") })].concat(
    STATUS.map((x) => el("option", { value: x, text: t(STATUS_KEY[x]) })),
  );
  const onstatus = (e: Event) => {
    view.status = (e.target as HTMLSelectElement).value;
    again();
  };
  const sel = el("select", { id: "status-filter", oninput: onstatus }, options);
  const page = (d: number) => () => {
    view.page = Math.max(0, view.page + d);
    renderRows();
  };
  const pager = [
    el("button", { id: "page-prev", type: "button", text: t("dash.prev"), onclick: page(-1) }),
    el("span", { id: "page-of" }),
    el("button", { id: "page-next", type: "button", text: t("dash.next"), onclick: page(1) }),
  ];
  s.appendChild(
    el("div", { class: "controls" }, [input, sel, el("span", { id: "session-count" }), ...pager]),
  );
  const sortBy = (key: string) => () => {
    view.dir = view.key === key ? -view.dir : 1;
    view.key = key;
    again();
  };
  const heads = COLS.map(([key, text]) =>
    el("th", { class: "sortable", "data-key": key, text, onclick: sortBy(key) }),
  );
  const tbl = el("table", { id: "sessions-table", class: "sessions" }, [
    el("thead", null, el("tr", null, heads)),
    el("tbody", { id: "session-rows" }),
  ]);
  s.appendChild(el("div", { class: "scroll" }, tbl));
  s.appendChild(el("div", { id: "session-detail", class: "detail" }));
  renderRows();
}

function matching(): number[] {
  const col = COLS.find((c) => c[0] === view.key) ?? COLS[0];
  const idx: number[] = [];
  S.rows.forEach((r, i) => {
    if (view.status && statusOf(r) !== view.status) return;
    if (view.filter && !TEXT[i].includes(view.filter)) return;
    idx.push(i);
  });
  return idx.sort((a, b) => {
    const x = col[2](S.rows[a]);
    const y = col[2](S.rows[b]);
    if (x == null) return 1;
    if (y == null) return -1;
    return (x < y ? -1 : x > y ? 1 : 0) * view.dir;
  });
}

function renderRows(): void {
  const idx = matching();
  const body = byId("session-rows");
  body.textContent = "";
  const frag = document.createDocumentFragment();
  const pages = Math.max(1, Math.ceil(idx.length / SHOWN));
  view.page = Math.min(view.page, pages - 1);
  for (const i of idx.slice(view.page * SHOWN, (view.page + 1) * SHOWN)) {
    const r = S.rows[i];
    const cells = COLS.map(([, , value, text]) => {
      const v = value(r);
      const s = text ? text(v) : v == null ? "" : String(v);
      return el("td", { text: s.length > 140 ? `${s.slice(0, 139)}…` : s });
    });
    frag.appendChild(el("tr", { class: statusOf(r), onclick: () => showSession(r[C.id] as string) }, cells));
  }
  body.appendChild(frag);
  const more = idx.length > SHOWN ? ` ${t("dash.first_shown", { n: SHOWN })}` : "";
  byId("session-count").textContent = t("dash.count", { n: idx.length, total: S.rows.length }) + more;
  byId("page-of").textContent = pages > 1 ? t("dash.page", { p: view.page + 1, pages }) : "";
  byId<HTMLButtonElement>("page-prev").disabled = view.page === 0;
  byId<HTMLButtonElement>("page-next").disabled = view.page >= pages - 1;
  document.querySelectorAll("th.sortable").forEach((th) => {
    const on = th.getAttribute("data-key") === view.key;
    th.setAttribute("aria-sort", on ? (view.dir > 0 ? "ascending" : "descending") : "none");
  });
}

export function showSession(id: string): void {
  const r = S.rows.find((x) => x[C.id] === id);
  const box = byId("session-detail");
  box.textContent = "";
  if (!r) {
    box.appendChild(el("p", { text: t("dash.not_here", { id }) }));
    return;
  }
  const kv = (o: (number | null)[], keys: readonly string[]) =>
    keys.flatMap((k, j) => (o[j] == null ? [] : [[k, fmtMs(o[j])]]));
  const stepRows = ((r[C.steps] ?? []) as [string, number | null][]).filter((p) => p[1] != null);
  const phases = [
    ...kv((r[C.phases] ?? []) as (number | null)[], D.phaseKeys.phases_ms),
    ...stepRows.map((p) => [p[0], fmtMs(p[1])]),
  ];
  const spans = kv((r[C.spans] ?? []) as (number | null)[], D.phaseKeys.spans_ms);
  const dash = (v: unknown) => (v == null ? "–" : String(v));
  const err = str(r[C.error]);
  const log = D.logs[r[C.id] as string];
  append(box, [
    el("h3", { text: t("dash.session", { id: r[C.id] as string }) }),
    table(
      [t("dash.field"), t("dash.value")],
      [
        [t("dash.journey"), str(r[C.journey])],
        [t("dash.task"), str(r[C.task])],
        [t("dash.agent"), str(r[C.agent])],
        [t("dash.col_status"), t(STATUS_KEY[statusOf(r)])],
        [t("dash.bucket"), str(r[C.bucket])],
        [t("dash.attempts"), numAt(r, C.attempts)],
        [t("dash.start"), `${fmtNum(numAt(r, C.start_s), 2)} ${t("unit.s")}`],
        ["e2e", fmtMs(numAt(r, C.e2e_ms))],
        ["TTFT", fmtMs(numAt(r, C.ttft_ms))],
        [t("dash.tokens"), `${dash(r[C.tokens_in])} / ${dash(r[C.tokens_out])}`],
      ],
      "kv",
    ),
    phases.length ? el("h4", { text: t("dash.phases") }) : null,
    phases.length ? table([t("dash.phase"), t("dash.time")], phases, "kv") : null,
    spans.length ? el("h4", { text: t("dash.spans") }) : null,
    spans.length ? table([t("dash.kind"), t("dash.time")], spans, "kv") : null,
    err ? el("h4", { text: t("dash.error") }) : null,
    err ? el("pre", { text: err }) : null,
    log ? el("h4", { text: t("dash.log") }) : null,
    log ? el("pre", { class: "log", text: log }) : null,
  ]);
  box.scrollIntoView({ block: "nearest" });
}
