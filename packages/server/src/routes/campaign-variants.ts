import { addVariant, listVariants, pickWinner, removeVariant, updateVariant } from '@leadgen/core';
import { variantAddBody, variantUpdateBody } from '@leadgen/core/schemas';
import { campaignVariantsJson, lintJson, variantJson } from '@leadgen/core/wire';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../app-env.js';
import { requireUser } from '../middleware/session.js';
import { answers } from '../openapi/answers.js';
import { describe } from '../openapi/describe.js';
import { validate } from '../validate.js';

const deps = (c: Context<AppEnv>) => ({ store: c.var.deps.store });
const tags = ['Variants'];

/**
 * A campaign's message variants (issue 36), mounted under /api/campaigns and /api/v1/campaigns:
 * GET /:id/variants (stats and the suggestion), POST /:id/variants { messageTemplate? } (none: a copy
 * of A), PUT and DELETE /:id/variants/:label, POST /:id/variants/:label/pick (final).
 */
export const campaignVariantsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get(
    '/:id/variants',
    describe({
      summary: "A campaign's message variants: sent, replied, reply rate with its 95% interval, the winner",
      tags,
      responses: { 200: { description: 'The variants', schema: answers.variants } },
    }),
    async (c) => c.json(campaignVariantsJson(await listVariants(deps(c), c.var.user.id, c.req.param('id')))),
  )
  .post(
    '/:id/variants',
    describe({
      summary: 'Add the next variant (without text: a copy of A)',
      tags,
      responses: { 201: { description: 'The new variant', schema: answers.variantSaved } },
    }),
    validate('json', variantAddBody),
    async (c) => {
      const { messageTemplate } = c.req.valid('json');
      const { variant, notice, lint } = await addVariant(deps(c), c.var.user.id, c.req.param('id'), {
        template: messageTemplate,
      });
      return c.json({ variant: variantJson(variant), message: notice, lint: lintJson(lint) }, 201);
    },
  )
  .put(
    '/:id/variants/:label',
    describe({
      summary: "Change a variant's text (B…; A is the campaign's template)",
      tags,
      responses: { 200: { description: 'The variant', schema: answers.variantSaved } },
    }),
    validate('json', variantUpdateBody),
    async (c) => {
      const { id, label } = c.req.param();
      const { messageTemplate } = c.req.valid('json');
      const { variant, notice, lint } = await updateVariant(deps(c), c.var.user.id, id, label, {
        template: messageTemplate,
      });
      return c.json({ variant: variantJson(variant), message: notice, lint: lintJson(lint) });
    },
  )
  .delete(
    '/:id/variants/:label',
    describe({
      summary: 'Remove a variant: its queued leads get another, its sent ones keep it',
      tags,
      responses: { 200: { description: 'Removed', schema: answers.variantRemoved } },
    }),
    async (c) => {
      const { id, label } = c.req.param();
      const { unassigned, notice } = await removeVariant(deps(c), c.var.user.id, id, label);
      return c.json({ unassigned, message: notice });
    },
  )
  .post(
    '/:id/variants/:label/pick',
    describe({
      summary: 'Pick the winner (final): the rest of the campaign is sent with it',
      tags,
      responses: { 200: { description: 'Picked', schema: answers.variantPicked } },
    }),
    async (c) => {
      const { id, label } = c.req.param();
      const { moved, notice, warning } = await pickWinner(deps(c), c.var.user.id, id, label);
      return c.json({ moved, message: notice, warning });
    },
  );
