import { creditBalance, creditHistory, creditOffers } from '@leadgen/core';
import { creditHistoryQuery } from '@leadgen/core/schemas';
import { creditEntryJson, creditOffersJson } from '@leadgen/core/wire';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../app-env.js';
import { requireUser } from '../middleware/session.js';
import { answers } from '../openapi/answers.js';
import { describe } from '../openapi/describe.js';
import { validate } from '../validate.js';

const credits = (c: Context<AppEnv>) => ({ store: c.var.deps.store });

/**
 * Credits (spec §1, §2 buy-credits menu, §3, §9): the signed-in user's balance and history in
 * credits (1 credit = $1.00), and what can be bought.
 */
export const creditsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get(
    '/',
    describe({
      summary: 'Your credit balance',
      tags: ['Credits'],
      responses: { 200: { description: 'The balance', schema: answers.credits } },
    }),
    async (c) => c.json({ credits: await creditBalance(credits(c), c.var.user.id) }),
  )
  .get(
    '/history',
    describe({
      summary: 'A page of your credit history, newest first',
      tags: ['Credits'],
      responses: { 200: { description: 'A page of entries', schema: answers.creditHistory } },
    }),
    validate('query', creditHistoryQuery),
    async (c) => {
      const { limit, before } = c.req.valid('query');
      const { entries, nextBeforeId, total } = await creditHistory(credits(c), c.var.user.id, {
        limit,
        beforeId: before,
      });
      return c.json({ entries: entries.map(creditEntryJson), next_before: nextBeforeId, total });
    },
  )
  .get(
    '/packs',
    describe({
      summary: 'The credit packs and the Pro plan on sale',
      tags: ['Credits'],
      responses: { 200: { description: 'What can be bought', schema: answers.creditOffers } },
    }),
    (c) => c.json(creditOffersJson(creditOffers())),
  );
