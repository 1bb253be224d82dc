// The real `leadgen tui` in a real terminal (tmux): open a list, filter it, select three
// profiles, create a campaign from them, quit; then the database holds exactly that campaign.
// And keys that reach the program in one chunk (tmux send-keys with several keys) are each the
// key they are: Ctrl-U, Backspace and Tab edit and move, never land in a field or the database.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore } from '@leadgen/core/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadgenBin } from '../cli/binary.js';
import { tmuxSession } from './tmux.js';

let dir: string;
let database: { kind: 'sqlite'; path: string };
let userId = '';

const BIOS = ['Coffee coach', 'Travel photographer', 'Life coach and author', 'Designer'];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'leadgen-tui-'));
  database = { kind: 'sqlite', path: join(dir, 'leadgen.db') };
  const store = await openStore({ database });
  try {
    const user = await store.users.create({
      email: 'ana@example.com',
      first_name: 'Ana',
      last_name: 'Perez',
    });
    userId = user.id;
    const list = await store.lists.create(user.id, {
      name: 'natgeo - followers - Nov 24',
      target_accounts: ['natgeo'],
      search_type: 'followers',
      max_profiles: 40,
      instagram_session_id: null,
    });
    const usernames = Array.from({ length: 40 }, (_, i) => `fan_${String(i).padStart(2, '0')}`);
    await store.profiles.insertMany(
      user.id,
      list.id,
      usernames.map((username) => ({
        username,
        connection_type: 'followers' as const,
        source_username: 'natgeo',
      })),
    );
    const rows = await store.db.selectFrom('profiles').select(['id', 'username']).execute();
    await store.profiles.recordEnrichment(
      user.id,
      rows.map((row) => {
        const i = Number(row.username.slice(4));
        return {
          id: row.id,
          status: 'enriched' as const,
          details: {
            full_name: `Fan ${i}`,
            followers_count: 1000 + i * 37,
            posts_count: i,
            biography: BIOS[i % 4] ?? null,
          },
        };
      }),
    );
    await store.lists.complete(user.id, list.id, { profiles_found: 40, cost: 320 });
  } finally {
    await store.close();
  }
}, 180_000);

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** `leadgen tui` on the test database in a new tmux session (`redirect`: appended to the command). */
function openTui(name: string, redirect = '') {
  const env = `LEADGEN_DB=${database.path} LEADGEN_CONFIG_DIR=${join(dir, 'config')} NO_COLOR=1`;
  // Ink draws only the last frame when CI is set: a person's terminal has no CI.
  const command = `env -u CI ${env} ${process.execPath} ${leadgenBin} tui${redirect}; echo "exited with $?"; sleep 30`;
  return tmuxSession(`leadgen-tui-${name}-${process.pid}`, command);
}

/** The stored name of the test user's only list. */
async function storedListName(): Promise<string | undefined> {
  const store = await openStore({ database });
  try {
    const lists = await store.db
      .selectFrom('search_lists')
      .select('name')
      .where('user_id', '=', userId)
      .execute();
    return lists[0]?.name;
  } finally {
    await store.close();
  }
}

describe('leadgen tui in tmux', () => {
  it('opens a list, filters, selects 3, creates a campaign and quits', async () => {
    const term = openTui('flow');
    try {
      await term.waitFor('Lists (1)');
      await term.keys('Enter');
      await term.waitFor('40 of 40 profiles');
      await term.keys('f');
      await term.waitFor('Bio contains');
      await term.type('coach');
      await term.keys('Enter');
      await term.waitFor('20 of 40 profiles');
      await term.keys('Space', 'Down', 'Space', 'Down', 'Space');
      await term.waitFor('3 selected');
      await term.keys('C');
      await term.waitFor('Campaign name');
      await term.type('Coaches');
      await term.keys('C-s');
      await term.waitFor('Campaign created successfully!');
      // q quits from any screen (nothing typed is left unsaved)
      await term.keys('q');
      await term.waitFor('exited with 0');
    } finally {
      term.close();
    }
    const store = await openStore({ database });
    try {
      const campaigns = await store.db
        .selectFrom('campaigns')
        .selectAll()
        .where('user_id', '=', userId)
        .execute();
      expect(campaigns.map((c) => c.name)).toEqual(['Coaches']);
      const members = await store.db
        .selectFrom('campaign_profiles')
        .innerJoin('profiles', 'profiles.id', 'campaign_profiles.profile_id')
        .select(['profiles.username', 'profiles.biography'])
        .where('campaign_profiles.campaign_id', '=', campaigns[0]?.id ?? '')
        .execute();
      expect(members).toHaveLength(3);
      for (const member of members) expect(member.biography?.toLowerCase()).toContain('coach');
    } finally {
      await store.close();
    }
  }, 120_000);

  it('splits keys sent in one write: Ctrl-U, Backspace and Tab edit and move; a paste is text', async () => {
    const term = openTui('burst');
    try {
      await term.waitFor('Lists (1)');
      await term.keys('r');
      await term.waitFor('Rename to: natgeo');
      await term.burst('C-u', 'Renamed', 'Enter');
      await expect.poll(storedListName).toBe('Renamed - followers - Nov 24');

      await term.keys('r');
      await term.waitFor('Rename to: Renamed');
      await term.burst('BSpace', 'BSpace');
      await term.waitFor('Rename to: Renam\n');
      await term.keys('Enter');
      await expect.poll(storedListName).toBe('Renam - followers - Nov 24');

      // A pasted line break is a space in a one-line field, not an Enter; a colour code in a
      // paste is dropped (Ink's own key parsing threw on it and ended the app).
      await term.keys('r');
      await term.waitFor('Rename to: Renam');
      await term.burst('C-u');
      await term.paste('one\u001b[31m\ntwo');
      await term.waitFor('Rename to: one two');
      await term.keys('Enter');
      await expect.poll(storedListName).toBe('one two - followers - Nov 24');

      // The discovery form: two Tabs go from the targets past the search type to max profiles,
      // where the text after them lands.
      await term.keys('n');
      await term.waitFor('Target accounts');
      await term.burst('natgeo', 'Tab', 'Tab', 'C-u', '250');
      const form = await term.waitFor('250');
      const line = (label: string) => form.split('\n').find((row) => row.includes(label)) ?? '';
      expect(line('Target accounts')).toMatch(/Target accounts\s+natgeo\s*$/);
      expect(line('Max profiles')).toMatch(/› Max profiles\s+250\s*$/);
      await term.keys('Escape');
      await term.waitFor('Discard changes? y/n');
      await term.keys('y');
      await term.waitFor('Lists (1)');
      await term.keys('q');
      await term.waitFor('exited with 0');
    } finally {
      term.close();
    }
  }, 60_000);

  it('draws on the alternate screen: after q or Ctrl-C the shell is back, no frame in the scrollback', async () => {
    for (const quit of ['q', 'C-c']) {
      const term = openTui(`alternate-${quit}`);
      try {
        await term.waitFor('Lists (1)');
        await term.keys(quit);
        const shown = await term.waitFor('exited with 0');
        expect(shown).not.toContain('Lists (1)');
        expect(term.history()).not.toContain('Lists (1)');
      } finally {
        term.close();
      }
    }
  }, 60_000);

  it('never quits on Esc (it goes back; on Home it says q quits); q quits', async () => {
    const term = openTui('esc');
    try {
      await term.waitFor('Lists (1)');
      await term.keys('Enter');
      await term.waitFor('40 of 40 profiles');
      await term.keys('Escape');
      await term.waitFor('Lists (1)');
      await term.keys('Escape', 'Escape');
      const home = await term.waitFor('q quits.');
      expect(home).toContain('Lists (1)');
      expect(home).not.toContain('exited with');
      await term.keys('q');
      await term.waitFor('exited with 0');
    } finally {
      term.close();
    }
  }, 60_000);

  it('refuses a stdin that is no terminal in one line, with exit code 2', async () => {
    const term = openTui('no-tty', ' </dev/null');
    try {
      const shown = await term.waitFor('exited with 2');
      const lines = shown.split('\n').filter((line) => line.trim() !== '');
      expect(lines).toEqual([
        'leadgen: leadgen tui needs an interactive terminal, without redirection',
        'exited with 2',
      ]);
    } finally {
      term.close();
    }
  }, 60_000);
});
