/**
 * The soak's reading of the servers' request log: each task's requests (tagged `x-soak-task: t<n>`) against
 * its retry cap, submits sent twice, the gap before the retry of a 429, and where the API key went.
 */
import type { SoakLogEntry } from './soakServer.ts';
import { fmt } from './stats.ts';

/** What the soak knows of task number `n`, or undefined for a task it did not record (a warm-up task). */
export type TaskOf = (
  n: number,
) => { name: string; requests: number; idempotent: boolean; retry: boolean } | undefined;

export interface LogRules {
  /** Retries allowed per request with retry on. */
  retries: number;
  /** The Retry-After the servers send, in ms. */
  retryAfterMs: number;
  /** JSON-RPC methods that submit (must reach the server at most once per task). */
  submits: ReadonlySet<string>;
  apiKey: string;
}

/** The counts the soak's checks read, with the first few violations spelled out. */
export interface LogFindings {
  faultsSeen: Map<string, number>;
  untagged: number;
  overCap: number;
  /** Of those over their cap, the tasks where a cut or truncated GET explains one resend by the HTTP client. */
  overCapAfterCut: number;
  doubleSubmits: number;
  submitsSent: number;
  retriedTasks: number;
  after429: number;
  retryAfterHonoured: number;
  retryAfterViolations: string[];
  capViolations: string[];
  nodeWithKey: number;
  dataWithoutKey: number;
  keyInLog: number;
}

/** Reads the log: every recorded task's requests, then the API key's whereabouts. */
export function analyseLog(entries: SoakLogEntry[], taskOf: TaskOf, rules: LogRules): LogFindings {
  const { byTask, faultsSeen, untagged } = groupByTask(entries);
  const findings: LogFindings = {
    faultsSeen,
    untagged,
    overCap: 0,
    overCapAfterCut: 0,
    doubleSubmits: 0,
    submitsSent: 0,
    retriedTasks: 0,
    after429: 0,
    retryAfterHonoured: 0,
    retryAfterViolations: [],
    capViolations: [],
    nodeWithKey: entries.filter((e) => e.server === 'node' && e.hasApiKey).length,
    dataWithoutKey: entries.filter((e) => e.server === 'data' && !e.hasApiKey).length,
    keyInLog: entries.filter((e) => JSON.stringify(e).includes(rules.apiKey)).length,
  };
  for (const [id, list] of byTask) {
    const task = taskOf(Number(id.slice(1)));
    if (!task) continue; // a warm-up task (the log is cleared before the run, but one may straddle)
    list.sort((a, b) => a.at - b.at);
    checkCap(id, list, task, findings, rules);
    const submits = list.filter((e) => e.rpcMethods.some((m) => rules.submits.has(m))).length;
    findings.submitsSent += submits;
    if (submits > 1) findings.doubleSubmits++;
    checkRetryAfter(id, list, findings, rules);
  }
  return findings;
}

/** The log's entries by task id, the faults injected, and the requests no task tagged. */
function groupByTask(entries: SoakLogEntry[]) {
  const byTask = new Map<string, SoakLogEntry[]>();
  const faultsSeen = new Map<string, number>();
  let untagged = 0;
  for (const e of entries) {
    const id = e.headers['x-soak-task'];
    if (e.fault) faultsSeen.set(e.fault, (faultsSeen.get(e.fault) ?? 0) + 1);
    if (!id) {
      untagged++;
      continue;
    }
    const list = byTask.get(id);
    if (list) list.push(e);
    else byTask.set(id, [e]);
  }
  return { byTask, faultsSeen, untagged };
}

/** Counts a task over its retry cap (requests times 1 + retries when it may retry), and one that retried. */
function checkCap(
  id: string,
  list: SoakLogEntry[],
  task: NonNullable<ReturnType<TaskOf>>,
  findings: LogFindings,
  rules: LogRules,
): void {
  const cap = task.requests * (task.retry && task.idempotent ? 1 + rules.retries : 1);
  if (list.length > cap) {
    findings.overCap++;
    // An HTTP client may resend an idempotent request once when a reused keep-alive connection closes
    // before any answer (undici does), which a cut connection looks like; such tasks are counted apart.
    if (list.some((e) => (e.fault === 'cut' || e.fault === 'truncate') && e.method === 'GET'))
      findings.overCapAfterCut++;
    if (findings.capViolations.length < 5) {
      findings.capViolations.push(
        `${id} ${task.name} (retry ${task.retry ? 'on' : 'off'}): ${list.length} requests, cap ${cap}; ` +
          list.map((e) => e.fault ?? e.status).join(', '),
      );
    }
  }
  if (list.length > task.requests) findings.retriedTasks++;
}

/**
 * Counts the retries of 429'd requests that waited out Retry-After. The retry of a 429'd request is the task's
 * next request for the same call (a task may make several calls at once: calls to an endpoint that takes no
 * batch go out as separate requests).
 */
function checkRetryAfter(id: string, list: SoakLogEntry[], findings: LogFindings, rules: LogRules): void {
  const callOf = (e: SoakLogEntry) => `${e.method} ${e.path}${e.query} ${e.rpcMethods.join(',')}`;
  for (let i = 0; i + 1 < list.length; i++) {
    if (list[i]!.fault !== '429') continue;
    const next = list.slice(i + 1).find((e) => callOf(e) === callOf(list[i]!));
    if (!next) continue;
    findings.after429++;
    const gap = next.at - list[i]!.at;
    if (gap >= rules.retryAfterMs - 2) findings.retryAfterHonoured++;
    else if (findings.retryAfterViolations.length < 5)
      findings.retryAfterViolations.push(`${id}: next try after ${fmt(gap)} ms`);
  }
}
