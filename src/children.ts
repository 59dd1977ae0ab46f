/**
 * Every process tree the tool starts on the host, so that each ends with its session and all of them
 * end when the tool exits, on any path (exit 3 included).
 *
 * A tree is its process group plus a sweep: a child that calls `setsid` leaves the group, and one whose
 * parent died is re-parented to init, so the sweep finds processes by the mark every one of them
 * inherits in its environment (`AGENT_LOADTEST_PROC=<id>`), and by parentage from the group (/proc).
 * Linux only; elsewhere the group kill is all there is.
 */
import { readdirSync, readFileSync } from "node:fs";

/** The variable every process of a tree inherits: what the sweep looks for. */
export const PROC_MARK = "AGENT_LOADTEST_PROC";

export interface ProcTree {
  /** The group leader's pid (spawned with `detached: true`). */
  pgid: number;
  /** This tree's value of PROC_MARK. */
  mark: string;
  /** The leader's start (clock ticks since boot): only processes started since can carry the mark. */
  since?: number;
}

interface ProcStat {
  pid: number;
  ppid: number;
  pgrp: number;
  zombie: boolean;
  start: number;
}

/** A tree whose leader was just spawned, with its start time for the sweep. */
export function newTree(pgid: number, mark: string): ProcTree {
  return { pgid, mark, since: readStat(pgid)?.start ?? 0 };
}

let counter = 0;
/** A mark no other tree of this or another run has. */
export function newMark(): string {
  counter++;
  return `${process.pid}-${Date.now().toString(36)}-${counter}`;
}

function readStat(pid: number): ProcStat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "latin1");
    // `pid (comm) state ppid pgrp ...`; comm may hold spaces and parentheses.
    const f = text.slice(text.lastIndexOf(")") + 2).split(" ");
    return {
      pid,
      ppid: Number(f[1]),
      pgrp: Number(f[2]),
      zombie: f[0] === "Z" || f[0] === "X",
      start: Number(f[19]),
    };
  } catch {
    return null;
  }
}

function pids(): number[] {
  try {
    return readdirSync("/proc")
      .filter((d) => /^\d+$/.test(d))
      .map(Number);
  } catch {
    return [];
  }
}

function hasMark(pid: number, needle: Buffer): boolean {
  try {
    const env = readFileSync(`/proc/${pid}/environ`);
    const at = env.indexOf(needle);
    return at === 0 || (at > 0 && env[at - 1] === 0);
  } catch {
    return false;
  }
}

/** The live processes of a tree: its group, everything below them, and everything carrying its mark. */
export function treeMembers(tree: ProcTree): number[] {
  const needle = Buffer.from(`${PROC_MARK}=${tree.mark}\0`);
  const stats = pids()
    .filter((p) => p !== process.pid)
    .map(readStat)
    .filter((s): s is ProcStat => s !== null && !s.zombie);
  const members = new Set<number>();
  // Only a process younger than the tree can carry its mark: older ones are not read at all.
  const since = tree.since ?? 0;
  for (const s of stats)
    if (s.pgrp === tree.pgid || (s.start >= since && hasMark(s.pid, needle))) members.add(s.pid);
  // Children of members that left the group (setsid) before the sweep: by parentage.
  for (let grew = true; grew; ) {
    grew = false;
    for (const s of stats)
      if (!members.has(s.pid) && members.has(s.ppid)) {
        members.add(s.pid);
        grew = true;
      }
  }
  return [...members];
}

const kill = (pid: number, sig: NodeJS.Signals) => {
  try {
    process.kill(pid, sig);
  } catch {
    // already gone
  }
};

/**
 * SIGKILL to the group and every member the sweep finds, repeated while a pass still finds one (a
 * process forking as it is killed). Synchronous, so an exit path can call it last.
 */
export function killTree(tree: ProcTree, passes = 20): number {
  kill(-tree.pgid, "SIGKILL");
  let killed = 0;
  if (process.platform !== "linux") return killed;
  for (let i = 0; i < passes; i++) {
    const left = treeMembers(tree);
    if (left.length === 0) break;
    for (const pid of left) kill(pid, "SIGKILL");
    killed += left.length;
  }
  return killed;
}

const live = new Map<string, ProcTree>();

/** Registers a tree until its owner ends it; returns the unregister. */
export function trackTree(tree: ProcTree): () => void {
  live.set(tree.mark, tree);
  return () => live.delete(tree.mark);
}

/** Ends every tree still registered: the exit paths call it, so nothing the tool started outlives it. */
export function killAllChildren(): void {
  for (const tree of [...live.values()]) {
    killTree(tree);
    live.delete(tree.mark);
  }
}
