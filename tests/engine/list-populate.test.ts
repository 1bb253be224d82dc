// A list's Populate selected and Open IG's usernames (spec §2 lead review, §5 Templates and
// messages) as core services every front end calls, on real SQLite.

import { listProfileUsernames, populateListMessages } from '@leadgen/core';
import type { Store } from '@leadgen/core/store';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FIVE, idOf, openWorld, rejection, type SeededList, type World } from './service-harness.js';

let world: World;
let list: SeededList;

beforeEach(async () => {
  world = await openWorld();
  list = await world.seedList(world.alice, { targets: ['natgeo'], profiles: FIVE });
});
afterEach(() => world.store.close());

const messageOf = async (username: string) =>
  (await world.store.profiles.get(world.alice, idOf(list, username)))?.message ?? null;
const ids = (...usernames: string[]) => usernames.map((username) => idOf(list, username));

describe('populateListMessages (Populate selected)', () => {
  it('fills the template for the selected profiles, every placeholder replaced', async () => {
    await world.store.profiles.saveMessages(world.alice, [{ id: idOf(list, 'cat'), message: 'AI' }], {
      processed: true,
    });
    const result = await populateListMessages(world, world.alice, list.id, {
      template: '  Hi {First Name} ({Full Name}, @{Username})  ',
      profileIds: ids('ana.p', 'cat'),
    });
    expect(result).toEqual({ count: 2, notice: 'Messages populated for 2 selected profiles' });
    expect(await world.store.profiles.get(world.alice, idOf(list, 'ana.p'))).toMatchObject({
      message: 'Hi Ana (Ana Pérez, @ana.p)',
      message_processed: false,
    });
    expect(await world.store.profiles.get(world.alice, idOf(list, 'cat'))).toMatchObject({
      message: 'Hi cat (cat, @cat)',
      message_processed: false,
    });
    expect(await messageOf('ben')).toBeNull();
  });

  it('fills every row of the list without a selection', async () => {
    const result = await populateListMessages(world, world.alice, list.id, { template: 'Yo {Username}' });
    expect(result).toEqual({ count: 5, notice: 'Messages populated for 5 profiles' });
    expect(await messageOf('eve')).toBe('Yo eve');
  });

  it('needs the list, a template, a selection and only rows of this list', async () => {
    const call = (userId: string, options: Parameters<typeof populateListMessages>[3]) =>
      rejection(populateListMessages(world, userId, list.id, options));
    expect(await call(world.bob, { template: 'Hi', profileIds: ids('ben') })).toMatchObject({
      code: 'NOT_FOUND',
      message: 'List not found',
    });
    for (const template of ['', '   ', null, undefined]) {
      expect(await call(world.alice, { template, profileIds: ids('ben') })).toMatchObject({
        code: 'INVALID_INPUT',
        message: 'Please enter a message template first',
      });
    }
    expect(await call(world.alice, { template: 'Hi', profileIds: [] })).toMatchObject({
      code: 'INVALID_INPUT',
      message: 'Select at least one profile to populate',
    });
    const other = await world.seedList(world.alice, { targets: ['nasa'], profiles: [{ username: 'zed' }] });
    expect(
      await call(world.alice, { template: 'Hi', profileIds: [idOf(list, 'ben'), idOf(other, 'zed')] }),
    ).toMatchObject({ code: 'NOT_FOUND', message: 'Profile not found' });
    expect(await messageOf('ben')).toBeNull();
  });

  it('writes in one transaction: a failure after the writes leaves nothing written', async () => {
    // the repository writes every message, then the transaction fails before it commits
    const failing: Pick<Store, 'transaction'> = {
      transaction: (fn) =>
        world.store.transaction((tx) =>
          fn({
            ...tx,
            profiles: {
              ...tx.profiles,
              saveMessages: async (...args) => {
                await tx.profiles.saveMessages(...args);
                throw new Error('disk full');
              },
            },
          }),
        ),
    };
    const call = populateListMessages({ store: failing }, world.alice, list.id, {
      template: 'Hi {Username}',
      profileIds: ids('ana.p', 'ben', 'cat'),
    });
    expect((await rejection(call)).message).toBe('disk full');
    for (const username of ['ana.p', 'ben', 'cat']) expect(await messageOf(username)).toBeNull();
  });
});

describe('listProfileUsernames (Open IG)', () => {
  it('answers the selection’s usernames in its order, leaving out ids that are not rows of the list', async () => {
    const other = await world.seedList(world.alice, { targets: ['nasa'], profiles: [{ username: 'zed' }] });
    const profileIds = [idOf(list, 'cat'), idOf(other, 'zed'), 'nope', idOf(list, 'ana.p')];
    expect(await listProfileUsernames(world, world.alice, list.id, { profileIds })).toEqual([
      { id: idOf(list, 'cat'), username: 'cat' },
      { id: idOf(list, 'ana.p'), username: 'ana.p' },
    ]);
  });

  it('answers every row matching the lead-review filter, in page order, and only to the owner', async () => {
    const matching = await listProfileUsernames(world, world.alice, list.id, {
      filter: { minFollowers: '300' },
    });
    expect(matching.map((row) => row.username)).toEqual(['ana.p', 'ben', 'cat']);
    expect(matching[0]).toEqual({ id: idOf(list, 'ana.p'), username: 'ana.p' });
    expect(await rejection(listProfileUsernames(world, world.bob, list.id))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'List not found',
    });
  });
});
