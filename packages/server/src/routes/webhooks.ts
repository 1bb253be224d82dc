import { addWebhook, listDeliveries, listWebhooks, removeWebhook, sendTestEvent } from '@leadgen/core';
import { messages } from '@leadgen/core/domain';
import { webhookAddedAnswer, webhookAnswer, webhookBody, webhookDeliveryAnswer } from '@leadgen/core/schemas';
import { webhookAddedJson, webhookDeliveryJson, webhookJson } from '@leadgen/core/wire';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-env.js';
import { requireUser } from '../middleware/session.js';
import { describe } from '../openapi/describe.js';
import { validate } from '../validate.js';

const tags = ['Webhooks'];
const ok = z.object({ ok: z.literal(true) });

/**
 * The user's signed outbound webhooks (issue 35, Standard Webhooks): their endpoints, a new one
 * (answered with its `whsec_` secret, the only time), removal, an endpoint's delivery log, and a
 * test event. Workers send the deliveries, never these requests; every route reads and changes
 * the signed-in user's endpoints only (another user's id answers 404).
 */
export const webhooksRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get(
    '/',
    describe({
      summary: 'List your webhook endpoints',
      tags,
      responses: {
        200: {
          description: 'The endpoints, never their secrets',
          schema: z.object({ webhooks: z.array(webhookAnswer) }),
        },
      },
    }),
    async (c) => {
      const webhooks = await listWebhooks({ store: c.var.deps.store }, c.var.user.id);
      return c.json({ webhooks: webhooks.map(webhookJson) });
    },
  )
  .post(
    '/',
    describe({
      summary: 'Add a webhook endpoint',
      tags,
      responses: {
        201: {
          description: 'The endpoint with its signing secret, shown this once',
          schema: z.object({ webhook: webhookAddedAnswer, notice: z.string() }),
        },
      },
    }),
    validate('json', webhookBody),
    async (c) => {
      const body = c.req.valid('json');
      const added = await addWebhook(
        { store: c.var.deps.store, allowPrivate: c.var.deps.allowPrivateWebhooks === true },
        c.var.user.id,
        { url: body.url, events: body.events, description: body.description ?? undefined },
      );
      return c.json({ webhook: webhookAddedJson(added), notice: messages.webhookAdded }, 201);
    },
  )
  .delete(
    '/:id',
    describe({
      summary: 'Remove a webhook endpoint and its delivery log',
      tags,
      responses: { 200: { description: 'Removed', schema: ok } },
    }),
    async (c) => {
      await removeWebhook({ store: c.var.deps.store }, c.var.user.id, c.req.param('id'));
      return c.json({ ok: true as const });
    },
  )
  .get(
    '/:id/deliveries',
    describe({
      summary: "An endpoint's delivery log, newest first",
      tags,
      responses: {
        200: {
          description: 'Each delivery with its status, attempts and last error',
          schema: z.object({ webhook: webhookAnswer, deliveries: z.array(webhookDeliveryAnswer) }),
        },
      },
    }),
    async (c) => {
      const { endpoint, deliveries } = await listDeliveries(
        { store: c.var.deps.store },
        c.var.user.id,
        c.req.param('id'),
      );
      return c.json({ webhook: webhookJson(endpoint), deliveries: deliveries.map(webhookDeliveryJson) });
    },
  )
  .post(
    '/:id/test',
    describe({
      summary: 'Queue a webhook.test event to the endpoint',
      tags,
      responses: {
        202: {
          description: 'Queued for the worker',
          schema: z.object({ webhook_id: z.string(), notice: z.string() }),
        },
      },
    }),
    async (c) => {
      const { webhookId } = await sendTestEvent(
        { store: c.var.deps.store },
        c.var.user.id,
        c.req.param('id'),
      );
      return c.json({ webhook_id: webhookId, notice: messages.webhookTestQueued }, 202);
    },
  );
