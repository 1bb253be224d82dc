import { WEBHOOK_EVENTS } from '@leadgen/core/domain';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { ErrorBox, Field } from '../../components/Field';
import { failureMessage } from '../../lib/api';
import { SecretShownOnce, shortDateTime } from './SecretShownOnce';
import {
  useAddWebhook,
  useRemoveWebhook,
  useSendTestEvent,
  useWebhookDeliveries,
  useWebhooks,
} from './use-webhooks';

/** What each event means, as the form offers it. */
const EVENT_LABELS: Record<(typeof WEBHOOK_EVENTS)[number], string> = {
  'run.completed': 'A run completed',
  'run.failed': 'A run failed',
  'watch.new_people': 'A watch found new people',
  'lead.replied': 'A lead replied',
  'credits.low': 'Credits ran low',
};

const when = (iso: string | null) => shortDateTime(iso, '-');

/** The signing secret just made, shown this once with Copy. */
function NewSecret({ secret }: { secret: string }) {
  return (
    <SecretShownOnce name="signing secret" label="Signing secret" value={secret}>
      <p className="text-slate-700">
        Verify each delivery with a Standard Webhooks library, e.g. `new Webhook(secret).verify(body,
        headers)`.
      </p>
    </SecretShownOnce>
  );
}

/** An endpoint's delivery log: each event's status, attempts and last answer or error. */
function Deliveries({ id }: { id: string }) {
  const deliveries = useWebhookDeliveries(id, true);
  if (deliveries.isPending) return <p className="mt-2 text-xs text-slate-500">Loading...</p>;
  if (!deliveries.data || deliveries.data.length === 0)
    return <p className="mt-2 text-xs text-slate-500">No deliveries yet.</p>;
  return (
    <table className="mt-2 w-full text-left text-xs" aria-label="Delivery log">
      <thead className="text-slate-500">
        <tr>
          <th className="py-1 font-medium">Event</th>
          <th className="py-1 font-medium">Status</th>
          <th className="py-1 font-medium">Attempts</th>
          <th className="py-1 font-medium">Last answer</th>
          <th className="py-1 font-medium">Created</th>
        </tr>
      </thead>
      <tbody>
        {deliveries.data.map((delivery) => (
          <tr key={delivery.id} className="border-t border-slate-100">
            <td className="py-1 font-mono">{delivery.type}</td>
            <td className="py-1">{delivery.status}</td>
            <td className="py-1">{delivery.attempts}</td>
            <td className="py-1 wrap-anywhere">
              {delivery.last_error ?? (delivery.last_status === null ? '-' : `HTTP ${delivery.last_status}`)}
            </td>
            <td className="py-1">{when(delivery.created_at)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Settings › Webhooks (issue 35): add an endpoint (URL and events; its signing secret shown
 * once), and each endpoint with whether it is on (why not, when it was turned off after a day of
 * failures), its delivery log, "Send test event" and Remove. Deliveries are signed per Standard
 * Webhooks and sent by the worker.
 */
export function WebhooksCard() {
  const webhooks = useWebhooks();
  const add = useAddWebhook();
  const remove = useRemoveWebhook();
  const test = useSendTestEvent();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>(['run.completed', 'run.failed']);
  const [open, setOpen] = useState<string | null>(null);
  const error = add.error ?? remove.error ?? test.error ?? webhooks.error;
  const toggle = (event: string, on: boolean) =>
    setEvents((current) => (on ? [...current, event] : current.filter((each) => each !== event)));
  return (
    <section
      aria-labelledby="webhooks-heading"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="webhooks-heading" className="text-lg font-semibold">
        Webhooks
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Tell another system when a run ends, a watch finds people, a lead replies or credits run low: Leadgen
        POSTs a signed JSON event to your URL, and retries for about a day when it does not answer.
      </p>
      <form
        className="mt-4 flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          add.mutate({ url, events }, { onSuccess: () => setUrl('') });
        }}
      >
        <Field
          label="Endpoint URL"
          type="url"
          required
          value={url}
          maxLength={2000}
          placeholder="https://example.com/hooks/leadgen"
          onChange={(event) => setUrl(event.target.value)}
        />
        <fieldset className="flex flex-wrap gap-x-6 gap-y-2">
          <legend className="mb-1 text-sm font-medium text-slate-700">Events</legend>
          {WEBHOOK_EVENTS.map((event) => (
            <Checkbox
              key={event}
              label={EVENT_LABELS[event]}
              hint={event}
              checked={events.includes(event)}
              onChange={(on) => toggle(event, on)}
            />
          ))}
        </fieldset>
        <div>
          <Button type="submit" disabled={add.isPending || events.length === 0}>
            {add.isPending ? 'Adding...' : 'Add webhook'}
          </Button>
        </div>
      </form>
      {error ? (
        <div className="mt-3">
          <ErrorBox message={failureMessage(error, 'Something went wrong: try again')} />
        </div>
      ) : null}
      {add.data ? <NewSecret secret={add.data.webhook.secret} /> : null}
      {test.data ? (
        <p role="status" className="mt-3 text-sm text-slate-700">
          {test.data.notice}
        </p>
      ) : null}
      <h3 className="mt-6 text-sm font-semibold text-slate-700">Your webhooks</h3>
      {webhooks.data && webhooks.data.length > 0 ? (
        <ul className="mt-2 divide-y divide-slate-100" aria-label="Your webhooks">
          {webhooks.data.map((webhook) => (
            <li key={webhook.id} className="py-3 text-sm" aria-label={webhook.url}>
              <div className="flex flex-wrap items-center justify-between gap-3">
                <span className="min-w-0">
                  <span className="block font-medium wrap-anywhere">{webhook.url}</span>
                  <span className="block text-xs text-slate-500">
                    {webhook.status === 'active' ? 'Active' : 'Turned off'} · {webhook.events.join(', ')}
                  </span>
                </span>
                <span className="flex flex-wrap gap-2">
                  <Button
                    variant="secondary"
                    onClick={() => setOpen(open === webhook.id ? null : webhook.id)}
                  >
                    {open === webhook.id ? 'Hide deliveries' : 'Deliveries'}
                  </Button>
                  <Button
                    variant="secondary"
                    disabled={test.isPending || webhook.status !== 'active'}
                    onClick={() => test.mutate(webhook.id)}
                  >
                    Send test event
                  </Button>
                  <Button
                    variant="secondary"
                    aria-label={`Remove ${webhook.url}`}
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(webhook.id)}
                  >
                    Remove
                  </Button>
                </span>
              </div>
              {webhook.disabled_reason ? (
                <p role="alert" className="mt-2 rounded-lg bg-amber-50 p-2 text-xs text-amber-900">
                  Turned off {when(webhook.disabled_at)}: {webhook.disabled_reason}. Fix the receiver, then
                  add it again.
                </p>
              ) : null}
              {open === webhook.id ? <Deliveries id={webhook.id} /> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-500">
          {webhooks.isPending ? 'Loading...' : 'No webhooks yet.'}
        </p>
      )}
    </section>
  );
}
