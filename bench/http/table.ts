// The bench's results as a Markdown table, one row per case and concurrency.
import type { Measurement } from './measure.ts';

const fixed = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '–');

export function resultTable(rows: Measurement[]): string {
  const lines = ['| database | case | c | req/s | p50 ms | p99 ms | server CPU ms/req | Postgres CPU ms/req | autocannon CPU ms/req | failed | server RSS MiB | group RSS MiB | group PSS MiB |', '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|'];
  for (const r of rows) {
    lines.push(`| ${r.database} | ${r.case} | ${r.connections} | ${fixed(r.requestsPerSecond)} | ${fixed(r.p50, 1)} | ${fixed(r.p99, 1)} | ${fixed(r.cpuMsPerRequest, 2)} | ${fixed(r.postgresCpuMsPerRequest, 2)} | ${fixed(r.loadCpuMsPerRequest, 2)} | ${r.failures}${r.failureKinds ? ` (${r.failureKinds})` : ''} | ${fixed(r.rssMiB)} | ${fixed(r.groupRssMiB)} | ${fixed(r.groupPssMiB)} |`);
  }
  return lines.join('\n');
}
