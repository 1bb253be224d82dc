import { creditBalance, creditHistory, creditOffers, startCheckout } from '@leadgen/core';
import { checkoutBody, creditHistoryQuery } from '@leadgen/core/schemas';
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
 * credits (1 credit = $1.00), what can be bought and what a profile costs, and a checkout for a pack (the public API's
 * way to buy: the web app's /api/billing, with its webhook, is not part of /api/v1).
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
      summary: 'The credit packs and the Pro plan on sale, and what a profile costs',
      tags: ['Credits'],
      responses: {
        200: { description: 'What can be bought, and the price per profile', schema: answers.creditOffers },
      },
    }),
    (c) => c.json(creditOffersJson(creditOffers())),
  )
  .post(
    '/checkout',
    describe({
      summary: 'Start a checkout for a credit pack: the page to pay at',
      tags: ['Credits'],
      responses: { 200: { description: 'The checkout', schema: answers.checkout } },
    }),
    validate('json', checkoutBody),
    async (c) => {
      const { store, providers, publicUrl } = c.var.deps;
      const { packId } = c.req.valid('json');
      const purchase = { kind: 'pack' as const, packId };
      return c.json(
        await startCheckout({ store, payments: providers.payments }, c.var.user.id, purchase, publicUrl),
      );
    },
  );
