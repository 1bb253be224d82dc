import type { OpenApiDocument } from './openapi-document.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

interface Operation {
  summary: string;
  tags?: string[];
  security?: unknown[];
  parameters?: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
}

const schemaBlock = (schema: unknown) =>
  `<details><summary>Schema</summary><pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre></details>`;

const typeOf = (schema: Record<string, unknown>) =>
  escapeHtml(String(schema.type ?? (schema.anyOf ? 'one of several' : schema.enum ? 'enum' : 'any')));

function operationHtml(method: string, path: string, op: Operation): string {
  const anchor = escapeHtml(`${method}-${path}`.replace(/[^A-Za-z0-9]+/g, '-'));
  const parts = [
    `<section id="${anchor}"><h3><code>${method.toUpperCase()} ${escapeHtml(path)}</code></h3>`,
    `<p>${escapeHtml(op.summary)}${op.security?.length === 0 ? ' (no key needed)' : ''}</p>`,
  ];
  if (op.parameters?.length) {
    parts.push(
      '<table><thead><tr><th>Parameter</th><th>In</th><th>Type</th><th>Required</th></tr></thead><tbody>',
    );
    for (const p of op.parameters)
      parts.push(
        `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${escapeHtml(p.in)}</td><td>${typeOf(p.schema)}</td><td>${p.required ? 'yes' : 'no'}</td></tr>`,
      );
    parts.push('</tbody></table>');
  }
  for (const [type, body] of Object.entries(op.requestBody?.content ?? {}))
    parts.push(`<h4>Request body (${escapeHtml(type)})</h4>${schemaBlock(body.schema)}`);
  parts.push('<h4>Responses</h4><dl>');
  for (const [status, answer] of Object.entries(op.responses)) {
    const json = answer.content?.['application/json'];
    const isError = Number(status) >= 400;
    parts.push(
      `<dt><code>${escapeHtml(status)}</code></dt><dd>${escapeHtml(answer.description)}${json && !isError ? schemaBlock(json.schema) : ''}</dd>`,
    );
  }
  parts.push('</dl></section>');
  return parts.join('');
}

/**
 * The API reference as one plain HTML page, rendered on the server from the OpenAPI document
 * (no script: the app's Content-Security-Policy allows none inline, and a reference needs none):
 * a contents list by tag, then each operation with its parameters, body and answers.
 */
export function docsPage(doc: OpenApiDocument): string {
  const byTag = new Map<string, [string, string, Operation][]>();
  for (const [path, item] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(item as Record<string, Operation>)) {
      const tag = op.tags?.[0] ?? 'Other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), [method, path, op]]);
    }
  const contents = [...byTag.keys()].map(
    (tag) => `<li><a href="#tag-${escapeHtml(tag)}">${escapeHtml(tag)}</a></li>`,
  );
  const sections = [...byTag.entries()].map(
    ([tag, ops]) =>
      `<h2 id="tag-${escapeHtml(tag)}">${escapeHtml(tag)}</h2>${ops.map(([m, p, op]) => operationHtml(m, p, op)).join('\n')}`,
  );
  const base = escapeHtml(doc.servers[0]?.url ?? '');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.info.title)} reference</title></head>
<body><main>
<h1>${escapeHtml(doc.info.title)} ${escapeHtml(doc.info.version)}</h1>
<p>${escapeHtml(doc.info.description)}</p>
<p>Paths below are relative to <code>${base}</code>. The machine-readable document: <a href="${base}/openapi.json">${base}/openapi.json</a> (OpenAPI 3.1).</p>
<pre>curl -H "Authorization: Bearer $LEADGEN_API_KEY" ${base}/lists</pre>
<nav><h2>Contents</h2><ul>${contents.join('')}</ul></nav>
${sections.join('\n')}
</main></body></html>`;
}
