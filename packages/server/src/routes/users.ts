import {
  DEFAULT_FRESHNESS_DAYS,
  type FreshnessSetting,
  freshnessSetting,
  MAX_FRESHNESS_DAYS,
  markExtensionInstalled,
  updateFreshness,
  updateProfile,
} from '@leadgen/core';
import { freshnessBody, profileBody } from '@leadgen/core/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.js';
import { requireUser } from '../middleware/session.js';
import { answers } from '../openapi/answers.js';
import { describe } from '../openapi/describe.js';
import { userJson } from '../user-json.js';
import { validate } from '../validate.js';

/** The freshness window with its bounds, which the browser cannot read from core's node entry. */
const freshnessJson = (setting: FreshnessSetting) => ({
  days: setting.days,
  is_default: setting.isDefault,
  version: setting.version,
  default_days: DEFAULT_FRESHNESS_DAYS,
  max_days: MAX_FRESHNESS_DAYS,
});

/**
 * The signed-in user (spec §7 users select/update; Settings, §2; the extension installed, §2;
 * the freshness window, issue 30: `{ days, is_default, version, default_days, max_days }`, PUT `{ days }`
 * with null or '' for the default).
 */
export const usersRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get(
    '/me',
    describe({
      summary: 'You: the account the key belongs to',
      tags: ['Account'],
      responses: { 200: { description: 'The user', schema: answers.user } },
    }),
    (c) => c.json({ user: userJson(c.var.user) }),
  )
  .patch(
    '/me',
    describe({
      summary: 'Change your profile',
      tags: ['Account'],
      responses: { 200: { description: 'The user', schema: answers.user } },
    }),
    validate('json', profileBody),
    async (c) => {
      const { version, ...fields } = c.req.valid('json');
      const user = await updateProfile({ store: c.var.deps.store }, c.var.user.id, fields, {
        expectedVersion: version,
      });
      return c.json({ user: userJson(user) });
    },
  )
  // the extension's install steps walked to the end (spec §2, §3 has_extension)
  .put(
    '/me/extension',
    describe({
      summary: 'Record that the browser extension is installed',
      tags: ['Account'],
      responses: { 200: { description: 'The user', schema: answers.user } },
    }),
    async (c) => {
      const user = await markExtensionInstalled({ store: c.var.deps.store }, c.var.user.id);
      return c.json({ user: userJson(user) });
    },
  )
  .get(
    '/me/freshness',
    describe({
      summary: 'How long enriched people are reused without a charge',
      tags: ['Account'],
      responses: { 200: { description: 'The window', schema: answers.freshness } },
    }),
    async (c) => c.json(freshnessJson(await freshnessSetting({ store: c.var.deps.store }, c.var.user.id))),
  )
  .put(
    '/me/freshness',
    describe({
      summary: 'Change the freshness window',
      tags: ['Account'],
      responses: { 200: { description: 'The window', schema: answers.freshness } },
    }),
    validate('json', freshnessBody),
    async (c) => {
      const { days, version } = c.req.valid('json');
      const setting = await updateFreshness({ store: c.var.deps.store }, c.var.user.id, days, {
        expectedVersion: version,
      });
      return c.json(freshnessJson(setting));
    },
  );
