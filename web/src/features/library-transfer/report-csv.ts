import type { FailedLine } from './api';

const field = (v: string | number) => {
  const s = String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** The lines an import could not take, as CSV (RFC 4180) for "Download report". */
export function failedLinesCsv(failed: FailedLine[]): string {
  return ['line,url,reason', ...failed.map((f) => [f.line, f.url, f.reason].map(field).join(','))].join('\r\n') + '\r\n';
}
