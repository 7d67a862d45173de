/** The reference page's stylesheet (GET /api/docs.css): the page has no inline style or script. */
export const DOCS_CSS = `
:root { color-scheme: light dark; --fg: #18181b; --muted: #52525b; --line: #e4e4e7; --bg: #fff; --soft: #f4f4f5; --brand: #dc2626; }
@media (prefers-color-scheme: dark) { :root { --fg: #f4f4f5; --muted: #a1a1aa; --line: #27272a; --bg: #09090b; --soft: #18181b; --brand: #f87171; } }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.55 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--fg); background: var(--bg); }
a { color: var(--brand); }
code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.9em; }
pre { background: var(--soft); border: 1px solid var(--line); border-radius: 10px; padding: 12px 14px; overflow-x: auto; }
.page-header { padding: 28px 24px 12px; border-bottom: 1px solid var(--line); }
.page-header h1 { margin: 0 0 6px; font-size: 1.7rem; }
.page-header p { margin: 0; color: var(--muted); max-width: 60rem; }
.layout { display: grid; grid-template-columns: 300px minmax(0, 1fr); gap: 32px; padding: 0 24px 48px; }
.toc { position: sticky; top: 0; align-self: start; max-height: 100vh; overflow-y: auto; padding: 20px 0; font-size: 0.85rem; }
.toc ul { list-style: none; margin: 4px 0 10px; padding: 0 0 0 8px; }
.toc li a { display: block; padding: 2px 0; color: var(--fg); text-decoration: none; overflow-wrap: anywhere; }
.toc summary { cursor: pointer; font-weight: 600; margin-top: 6px; }
.toc summary a { color: var(--fg); text-decoration: none; }
main { min-width: 0; padding-top: 8px; }
section { border-bottom: 1px solid var(--line); padding-bottom: 16px; }
h2 { font-size: 1.35rem; margin: 28px 0 6px; }
.operation { border: 1px solid var(--line); border-radius: 12px; padding: 14px 18px; margin: 16px 0; }
.operation h3 { margin: 0; font-size: 1rem; display: flex; gap: 10px; align-items: center; flex-wrap: wrap; }
.operation h4 { margin: 14px 0 6px; font-size: 0.9rem; }
.path { overflow-wrap: anywhere; }
.summary { margin: 6px 0; font-weight: 500; }
.method { display: inline-block; min-width: 3.6em; text-align: center; border-radius: 6px; padding: 1px 6px; font: 700 0.72rem/1.6 ui-monospace, monospace; color: #fff; }
.method-get { background: #2563eb; } .method-post { background: #16a34a; } .method-put { background: #d97706; }
.method-patch { background: #7c3aed; } .method-delete { background: #dc2626; }
.access { margin-left: 8px; font-size: 0.75rem; font-weight: 600; border: 1px solid var(--line); border-radius: 999px; padding: 1px 8px; color: var(--muted); white-space: nowrap; }
.access-admin, .access-session { color: #b45309; border-color: #f59e0b; }
.media { font-weight: 400; color: var(--muted); font-size: 0.8rem; }
.schema-name { margin: 4px 0; color: var(--muted); font-size: 0.85rem; }
table.fields { border-collapse: collapse; width: 100%; font-size: 0.85rem; }
table.fields th, table.fields td { text-align: left; padding: 5px 8px; border-bottom: 1px solid var(--line); vertical-align: top; overflow-wrap: anywhere; }
table.fields th { color: var(--muted); font-weight: 600; }
dl.responses { display: grid; grid-template-columns: 4em minmax(0, 1fr); gap: 4px 10px; margin: 0; font-size: 0.88rem; }
dl.responses dd { margin: 0; }
.status { font-family: ui-monospace, monospace; font-weight: 700; }
.status-2xx, .status-3xx { color: #16a34a; } .status-4xx { color: #d97706; } .status-5xx { color: #dc2626; }
@media (max-width: 820px) { .layout { grid-template-columns: 1fr; } .toc { position: static; max-height: none; } }
`;
