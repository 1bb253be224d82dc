import { describe, expect, it } from 'vitest';
import { parsePanelRequest } from './messages.js';

describe('parsePanelRequest', () => {
  it('accepts the panel’s requests', () => {
    // "Instagram blocked me" and its undo (issue 36): nothing but the kind
    expect(parsePanelRequest({ kind: 'blocked', note: 'x' })).toEqual({ kind: 'blocked' });
    expect(parsePanelRequest({ kind: 'unblock' })).toEqual({ kind: 'unblock' });
    expect(parsePanelRequest({ kind: 'lead', username: 'ana.p' })).toEqual({
      kind: 'lead',
      username: 'ana.p',
    });
    expect(parsePanelRequest({ kind: 'mark', campaignId: 'c', profileId: 'p', status: 'sent' })).toEqual({
      kind: 'mark',
      campaignId: 'c',
      profileId: 'p',
      status: 'sent',
    });
    expect(parsePanelRequest({ kind: 'undo', campaignId: 'c', profileId: 'p', extra: 1 })).toEqual({
      kind: 'undo',
      campaignId: 'c',
      profileId: 'p',
    });
  });

  it('refuses anything else: other statuses, missing or odd fields', () => {
    for (const message of [
      null,
      'lead',
      { kind: 'mark', campaignId: 'c', profileId: 'p', status: 'won' },
      { kind: 'mark', campaignId: 'c', profileId: '', status: 'sent' },
      { kind: 'lead', username: 42 },
      { kind: 'pair', token: 'x' },
    ])
      expect(parsePanelRequest(message)).toBeNull();
  });
});
