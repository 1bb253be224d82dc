/** The profile panel's styles, inside its shadow root (the page's CSS never reaches it). */
export const PANEL_CSS = `
:host { all: initial; }
section {
  position: fixed; right: 16px; bottom: 16px; z-index: 2147483647; width: 300px;
  box-sizing: border-box; padding: 12px 14px; border-radius: 12px; background: #fff; color: #0f172a;
  border: 1px solid #e2e8f0; box-shadow: 0 10px 30px rgba(15, 23, 42, 0.18);
  font: 13px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
}
header { display: flex; align-items: center; gap: 8px; }
header strong { color: #4f46e5; }
.campaign { flex: 1; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; color: #475569; }
.who { margin: 8px 0 4px; font-weight: 600; }
.message {
  margin: 0; max-height: 160px; overflow: auto; padding: 8px; border-radius: 8px; background: #f8fafc;
  border: 1px solid #e2e8f0; white-space: pre-wrap; overflow-wrap: anywhere; user-select: text;
}
.actions { display: flex; gap: 6px; margin-top: 10px; align-items: center; }
button {
  font: inherit; cursor: pointer; padding: 5px 12px; border-radius: 8px; border: 1px solid #cbd5e1;
  background: #fff; color: #0f172a;
}
button:hover { background: #f1f5f9; }
button:disabled { opacity: 0.6; cursor: default; }
button.primary { background: #4f46e5; border-color: #4f46e5; color: #fff; }
button.primary:hover { background: #4338ca; }
button.close { border: none; padding: 0 4px; font-size: 18px; line-height: 1; color: #64748b; }
.chip { padding: 2px 8px; border-radius: 999px; background: #e0e7ff; color: #3730a3; text-transform: capitalize; }
.status { margin: 8px 0 0; min-height: 1em; color: #334155; }
.status:empty { display: none; }
.hint { margin: 8px 0 0; font-size: 11px; color: #64748b; }
.lint { margin: 6px 0 0; padding: 0; list-style: none; font-size: 12px; color: #92400e; }
.lint li { margin-top: 2px; }
.blocked { margin-top: 8px; border-top: 1px solid #e2e8f0; padding-top: 8px; }
.question { margin: 0; color: #92400e; }
`;
