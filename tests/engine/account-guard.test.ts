// The safe-volume guard through core's services on a real store (SQLite here, PostgreSQL under
// `npm run test:postgres`), on a fake clock: the warm-up ramp from the first recorded send,
// the daily cap over any 24 hours, "Instagram blocked me" with its pause, recovery and undo,
// the health line, and markLead refusing over each of them unless overridden.

import {
  createCampaignFromList,
  liftBlocked,
  markLead,
  outreachSettings,
  paceOverview,
  reportBlocked,
  sendQueue,
  updateOutreachSettings,
} from '@leadgen/core';
import { PaceHeldError } from '@leadgen/core/domain';
import { manualClock } from '@leadgen/test-utils/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openWorld, rejection, type SeedProfile, type World } from './service-harness.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let world: World;
let clock: ReturnType<typeof manualClock>;
beforeEach(async () => {
  // a Thursday at 09:00 UTC
  clock = manualClock('2026-11-26T09:00:00Z');
  world = await openWorld({ now: clock.now });
});
afterEach(() => world.store.close());

const people = (count: number): SeedProfile[] =>
  Array.from({ length: count }, (_, i) => ({
    username: `lead${String(i).padStart(2, '0')}`,
    followers_count: 1000 - i,
  }));

/** An active campaign of alice's over `count` leads, sending up to 100 an hour. */
async function activeCampaign(count = 40) {
  const { store, alice } = world;
  const list = await world.seedList(alice, { name: 'Leads', profiles: people(count) });
  const made = await createCampaignFromList({ store }, alice, list.id, { template: 'Hi', name: 'Guarded' });
  await store.campaigns.update(alice, made.campaign.id, { status: 'active', send_rate_limit: 100 });
  return made.campaign.id;
}

/** Marks the next `count` leads sent, a minute apart, as the person would from the queue. */
async function sendNext(campaignId: string, count: number, options: { overridePace?: boolean } = {}) {
  const { store, alice } = world;
  for (let i = 0; i < count; i++) {
    const queue = await sendQueue({ store }, alice, campaignId);
    if (!queue.next) throw new Error('nobody left to send to');
    await markLead(
      { store },
      alice,
      campaignId,
      { profileId: queue.next.profile_id },
      'sent',
      undefined,
      options,
    );
    clock.advance(60_000);
  }
}

describe('the warm-up ramp', () => {
  it('is on by default and caps day 1 at 10, rises by day 7 and reaches the cap on day 14; off is the cap', async () => {
    const { store, alice } = world;
    expect((await outreachSettings({ store }, alice)).warmup).toEqual({ enabled: true, start: 10, days: 14 });
    const campaignId = await activeCampaign();
    const fresh = await sendQueue({ store }, alice, campaignId);
    expect(fresh.health).toEqual({
      factor: 'warmup',
      line: 'Warm-up day 1 of 14: 10 new conversations today, 10 left',
      limit: 10,
      left: 10,
      blockInEffect: false,
    });
    await sendNext(campaignId, 10);
    const held = await rejection(markLead({ store }, alice, campaignId, { username: 'lead10' }, 'sent'));
    expect(held).toBeInstanceOf(PaceHeldError);
    expect(held).toMatchObject({ code: 'PACE_HELD', hold: 'warmup' });
    expect(held.message).toBe(
      'Not marked sent, to keep your pace: Warm-up day 1 of 14: 10 new conversations today: the next can go at Fri 09:00',
    );
    // the person sent it anyway: recorded over the pace
    const over = await markLead({ store }, alice, campaignId, { username: 'lead10' }, 'sent', undefined, {
      overridePace: true,
    });
    expect(over.overPace).toBe(true);

    // day 7 counts from the first send: round(10 + 5 * 6 / 13) = 12
    clock.advance(6 * DAY);
    expect((await sendQueue({ store }, alice, campaignId)).today).toEqual({ sent: 0, cap: 12 });
    // day 14: the daily cap
    clock.advance(7 * DAY);
    const day14 = await sendQueue({ store }, alice, campaignId);
    expect(day14.today.cap).toBe(15);
    expect(day14.health.factor).toBe('daily');

    // an account already sending by hand turns it off: the cap from day 1
    const bob = world.bob;
    await updateOutreachSettings({ store }, bob, { warmup: 'off', warmupStart: 5, warmupDays: 20 });
    expect((await outreachSettings({ store }, bob)).warmup).toEqual({ enabled: false, start: 5, days: 20 });
    expect((await paceOverview({ store }, bob)).health).toMatchObject({
      factor: 'daily',
      limit: 15,
      left: 15,
    });
    expect((await rejection(updateOutreachSettings({ store }, bob, { warmupDays: 1 }))).message).toBe(
      'The warm-up length is a whole number of days from 2 to 90',
    );
  });
});

describe('the daily cap over any 24 hours', () => {
  it('refuses 15 at 23:00 and more after midnight, saying when the next is allowed', async () => {
    const { store, alice } = world;
    await updateOutreachSettings({ store }, alice, { warmup: false });
    const campaignId = await activeCampaign();
    clock.advance(14 * HOUR - 15 * 60_000); // 22:45
    await sendNext(campaignId, 15); // 22:45-22:59
    clock.advance(66 * 60_000); // 00:05 on Friday
    const queue = await sendQueue({ store }, alice, campaignId);
    expect(queue.today.sent).toBe(0);
    expect(queue.pace).toMatchObject({ allowed: false, hold: 'rolling' });
    expect(queue.pace.at).toEqual(new Date('2026-11-27T22:45:00Z'));
    expect(queue.pace.notice).toBe(
      '15 new conversations in the last 24 hours, your daily limit: the next can go at 22:45',
    );
    expect(queue.health).toMatchObject({ factor: 'rolling', left: 0 });
    const held = await rejection(markLead({ store }, alice, campaignId, { username: 'lead20' }, 'sent'));
    expect(held).toMatchObject({ code: 'PACE_HELD', hold: 'rolling' });
  });
});

describe('"Instagram blocked me"', () => {
  it('pauses the whole queue for 24 hours, halves the next day, then the usual pace; undo lifts it', async () => {
    const { store, alice, bob } = world;
    await updateOutreachSettings({ store }, alice, { warmup: false });
    const campaignId = await activeCampaign();
    await sendNext(campaignId, 3);
    const reported = await reportBlocked({ store }, alice, '  action blocked after the 4th DM ');
    expect(reported.notice).toBe(
      'Block reported: sending is paused until Fri 09:03, then at half your limit for a day',
    );
    expect(reported.block).toMatchObject({ note: 'action blocked after the 4th DM' });

    clock.advance(23 * HOUR);
    const paused = await sendQueue({ store }, alice, campaignId);
    expect(paused.pace).toMatchObject({ allowed: false, hold: 'blocked' });
    expect(paused.pace.notice).toBe('Paused after you reported a block: the next message can go at 09:03');
    expect(paused.health).toEqual({
      factor: 'blocked',
      line: 'Paused after a block until 09:03',
      limit: 0,
      left: 0,
      blockInEffect: true,
    });
    expect(
      await rejection(markLead({ store }, alice, campaignId, { username: 'lead03' }, 'sent')),
    ).toMatchObject({
      code: 'PACE_HELD',
      hold: 'blocked',
    });
    // another user's queue is not paused
    expect((await paceOverview({ store }, bob)).block).toBeNull();

    // 24 hours on: half of 15 is 7, until 48 hours after the report
    clock.advance(HOUR);
    const recovering = await sendQueue({ store }, alice, campaignId);
    expect(recovering.pace.allowed).toBe(true);
    expect(recovering.health).toMatchObject({
      factor: 'recovering',
      line: 'Recovering from a block: 7 new conversations until Sat 09:03, 7 left',
    });
    await sendNext(campaignId, 7);
    const halved = await sendQueue({ store }, alice, campaignId);
    expect(halved.pace).toMatchObject({ allowed: false, hold: 'recovering' });
    expect(halved.pace.at).toEqual(new Date('2026-11-28T09:03:00Z'));

    // then back to normal at 48 hours (Sat 09:03): 6 of the 7 sent in the last 24 hours, 9 left of 15
    clock.advance(DAY - 7 * 60_000);
    const normal = await sendQueue({ store }, alice, campaignId);
    expect(normal.pace.allowed).toBe(true);
    expect(normal.health).toMatchObject({ factor: 'rolling', limit: 15, left: 9 });
  });

  it('extends from the latest report while paused, and undo lifts it at once', async () => {
    const { store, alice } = world;
    await updateOutreachSettings({ store }, alice, { warmup: false });
    const campaignId = await activeCampaign();
    await reportBlocked({ store }, alice);
    clock.advance(10 * HOUR);
    await reportBlocked({ store }, alice);
    clock.advance(20 * HOUR);
    // 30 hours after the first, 20 after the second: still paused until 34 hours after the first
    const overview = await paceOverview({ store }, alice);
    expect(overview.block?.pausedUntil).toEqual(new Date('2026-11-27T19:00:00Z'));
    expect(overview.health.factor).toBe('blocked');

    // a mistaken tap: undone, the earlier report holds again (its pause is over: recovering)
    expect((await liftBlocked({ store }, alice)).notice).toBe(
      'Block report undone: your usual pace applies again',
    );
    expect((await sendQueue({ store }, alice, campaignId)).health.factor).toBe('recovering');
    expect((await liftBlocked({ store }, alice)).notice).toBe(
      'Block report undone: your usual pace applies again',
    );
    const lifted = await sendQueue({ store }, alice, campaignId);
    expect(lifted.pace.allowed).toBe(true);
    expect(lifted.health.factor).toBe('daily');
    expect((await rejection(liftBlocked({ store }, alice))).message).toBe('No block report to undo');
    // another user cannot lift alice's report
    await reportBlocked({ store }, alice);
    expect((await rejection(liftBlocked({ store }, world.bob))).message).toBe('No block report to undo');
    expect((await paceOverview({ store }, alice)).health.factor).toBe('blocked');
  });

  it('says a block is in effect whichever factor limits sending now, so the front ends offer its undo', async () => {
    const { store, alice } = world;
    await updateOutreachSettings({ store }, alice, { warmup: false, workingHours: '09:00-17:00' });
    const campaignId = await activeCampaign();
    await reportBlocked({ store }, alice);
    // Friday 19:00: recovering from the block, and outside working hours, which limit more
    clock.advance(DAY + 10 * HOUR);
    const recovering = await sendQueue({ store }, alice, campaignId);
    expect(recovering.health).toMatchObject({ factor: 'hours', blockInEffect: true });
    expect((await paceOverview({ store }, alice)).health).toMatchObject({
      factor: 'hours',
      blockInEffect: true,
    });
    await liftBlocked({ store }, alice);
    expect((await sendQueue({ store }, alice, campaignId)).health).toMatchObject({
      factor: 'hours',
      blockInEffect: false,
    });
  });
});
