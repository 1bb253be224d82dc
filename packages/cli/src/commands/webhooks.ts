import { messages, terminalSafe, WEBHOOK_EVENTS } from '@leadgen/core/domain';
import type { WebhookDeliveryJson, WebhookJson } from '@leadgen/core/wire';
import type { Command } from 'commander';
import { localDateTime } from '../dates.js';
import { hint, type Io, json, printTable } from '../io.js';
import { jsonHelp, rowsOf, WEBHOOK_DELIVERY_SHAPE, WEBHOOK_SHAPE } from '../json-shapes.js';
import { confirmDelete, yesFlag } from './confirm.js';
import { summaryOf } from './summaries.js';
import { withWebhooks } from './webhooks-backend.js';

/**
 * `leadgen webhooks …` (issue 35): signed outbound webhooks. `add` prints the signing secret
 * once; `ls` says which endpoints were turned off and why; `deliveries` is an endpoint's log; `test`
 * sends a `webhook.test` event at once. A worker (`serve`, `leadgen worker`, or a command that runs jobs
 * in the foreground, as it ends) sends the deliveries.
 */
export function webhooksCommand(program: Command, io: Io): void {
  const webhooks = program
    .command('webhooks')
    .description(summaryOf('webhooks'))
    .addHelpText(
      'after',
      `\nEvents: ${WEBHOOK_EVENTS.join(', ')}\n` +
        'Deliveries are signed per Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature).\n' +
        '\nExample:\n  leadgen webhooks add https://example.com/hooks/leadgen --events run.completed,lead.replied',
    );
  webhooks
    .command('add <url>')
    .description('send these events to a URL (https), signed; prints the signing secret once')
    .requiredOption('--events <list>', `comma-separated: ${WEBHOOK_EVENTS.join(', ')}`)
    .option('--description <text>', 'what the endpoint is for')
    .option('--json', jsonHelp(`${WEBHOOK_SHAPE.slice(0, -2)}, secret }`, 'the secret is shown this once'))
    .addHelpText(
      'after',
      '\nExample:\n  leadgen webhooks add https://example.com/hooks --events run.completed --json',
    )
    .action(async (url: string, flags: { events: string; description?: string; json?: boolean }) => {
      await withWebhooks(io, async (backend) => {
        const added = await backend.add({ url, events: flags.events, description: flags.description });
        if (flags.json) return io.stdout(json(added));
        io.stdout(
          `Webhook ${added.id} sends ${added.events.join(', ')} to ${terminalSafe(added.url)}\n` +
            `Signing secret: ${added.secret}\n`,
        );
        hint(io, messages.webhookAdded);
      });
    });
  webhooks
    .command('ls', { isDefault: true })
    .description('list your webhooks: URL, events, and whether each is on (and why not)')
    .option('--json', jsonHelp(rowsOf(WEBHOOK_SHAPE)))
    .addHelpText('after', '\nExample:\n  leadgen webhooks ls --json')
    .action(async (flags: { json?: boolean }) => {
      await withWebhooks(io, async (backend) => {
        const endpoints = await backend.list();
        if (flags.json) return io.stdout(json(endpoints));
        if (endpoints.length === 0)
          return hint(io, 'No webhooks yet: add one with `leadgen webhooks add <url> --events <list>`');
        const rows = [['ID', 'URL', 'EVENTS', 'STATUS', 'CREATED']];
        for (const endpoint of endpoints) rows.push(endpointRow(endpoint, io));
        printTable(io, rows);
        for (const endpoint of endpoints)
          if (endpoint.disabled_at)
            io.stderr(`Webhook ${endpoint.id} was turned off: ${endpoint.disabled_reason ?? ''}\n`);
      });
    });
  yesFlag(
    webhooks.command('rm <id>').description('remove a webhook (by its id or the start of it) and its log'),
  )
    .addHelpText('after', '\nExample:\n  leadgen webhooks rm <webhook-id> --yes')
    .action(async (id: string, flags: { yes?: boolean }) => {
      await withWebhooks(io, async (backend) => {
        const found = (await backend.list()).find((endpoint) => endpoint.id === id);
        const what = found ? `the webhook to ${found.url}` : `webhook ${id}`;
        if (!(await confirmDelete(io, flags.yes, what))) return;
        io.stdout(`Removed the webhook to ${terminalSafe(await backend.remove(id))}\n`);
      });
    });
  webhooks
    .command('deliveries <id>')
    .description("a webhook's delivery log, newest first: status, attempts, last answer or error")
    .option('--json', jsonHelp(rowsOf(WEBHOOK_DELIVERY_SHAPE)))
    .addHelpText('after', '\nExample:\n  leadgen webhooks deliveries <webhook-id> --json')
    .action(async (id: string, flags: { json?: boolean }) => {
      await withWebhooks(io, async (backend) => {
        const deliveries = await backend.deliveries(id);
        if (flags.json) return io.stdout(json(deliveries));
        if (deliveries.length === 0) return hint(io, 'No deliveries yet');
        const rows = [['WEBHOOK-ID', 'EVENT', 'STATUS', 'ATTEMPTS', 'LAST', 'CREATED']];
        for (const delivery of deliveries) rows.push(deliveryRow(delivery, io));
        printTable(io, rows);
      });
    });
  webhooks
    .command('test <id>')
    .description('send a webhook.test event to this webhook now, and say how it went')
    .addHelpText('after', '\nExample:\n  leadgen webhooks test <webhook-id>')
    .action(async (id: string) => {
      await withWebhooks(io, async (backend) => {
        // sent now from here, or by the server's worker in remote mode
        const { webhookId, delivery: sent } = await backend.test(id);
        io.stdout(`${webhookId}\n`);
        if (sent?.status === 'delivered') return hint(io, `Delivered (HTTP ${sent.last_status})`);
        const why = sent?.last_error ?? (sent?.last_status ? `HTTP ${sent.last_status}` : null);
        hint(
          io,
          why
            ? `Not delivered: ${terminalSafe(why)}. It is retried on the schedule by \`leadgen worker\` or \`leadgen serve\``
            : 'Queued: `leadgen worker` or `leadgen serve` sends it',
        );
      });
    });
}

function endpointRow(endpoint: WebhookJson, io: Io): string[] {
  return [
    endpoint.id,
    endpoint.url,
    endpoint.events.join(','),
    endpoint.disabled_at ? 'disabled' : 'active',
    localDateTime(endpoint.created_at, io.env),
  ];
}

function deliveryRow(delivery: WebhookDeliveryJson, io: Io): string[] {
  const last = delivery.last_error ?? (delivery.last_status === null ? '-' : `HTTP ${delivery.last_status}`);
  return [
    delivery.id,
    delivery.type,
    delivery.status,
    String(delivery.attempts),
    last,
    localDateTime(delivery.created_at, io.env),
  ];
}
