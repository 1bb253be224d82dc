import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assertListTransition,
  CAMPAIGN_BADGE_COLORS,
  CAMPAIGN_STATUSES,
  type CampaignStatus,
  campaignListAction,
  DEFAULT_CAMPAIGN_STATUS,
  parseCampaignStatus,
  parseSendRateLimit,
  SEND_RATE_DEFAULT,
  SEND_RATE_MAX,
  SEND_RATE_MIN,
} from './campaign-status.js';

describe('campaign statuses (spec §4)', () => {
  it('lists the five statuses, draft by default, with their badge colours', () => {
    expect(CAMPAIGN_STATUSES).toEqual(['draft', 'active', 'paused', 'completed', 'archived']);
    expect(DEFAULT_CAMPAIGN_STATUS).toBe('draft');
    expect(CAMPAIGN_BADGE_COLORS).toEqual({
      draft: 'gray',
      active: 'green',
      paused: 'yellow',
      completed: 'blue',
      archived: 'cyan',
    });
  });

  it('parses statuses from outside', () => {
    expect(parseCampaignStatus('active')).toBe('active');
    expect(parseCampaignStatus(' Paused ')).toBe('paused');
    expect(() => parseCampaignStatus('running')).toThrow('Invalid campaign status: running');
    expect(() => parseCampaignStatus(3)).toThrow('Invalid campaign status: 3');
    expect(() => parseCampaignStatus(undefined)).toThrow('Invalid campaign status: undefined');
  });
});

describe('campaigns list actions (spec §4)', () => {
  it('offers Pause for active and Resume for paused only', () => {
    expect(campaignListAction('active')).toEqual({ label: 'Pause', to: 'paused' });
    expect(campaignListAction('paused')).toEqual({ label: 'Resume', to: 'active' });
    for (const status of ['draft', 'completed', 'archived'] as const)
      expect(campaignListAction(status)).toBeNull();
    expect(() => campaignListAction('gone' as CampaignStatus)).toThrow('Invalid campaign status: gone');
  });

  it('allows exactly the offered transitions', () => {
    assertListTransition('active', 'paused');
    assertListTransition('paused', 'active');
    expect(() => assertListTransition('draft', 'active')).toThrow(
      'Cannot change a campaign from draft to active',
    );
    expect(() => assertListTransition('active', 'completed')).toThrow(/from active to completed$/);
    expect(() => assertListTransition('paused', 'paused')).toThrow(
      'Cannot change a campaign from paused to paused',
    );
    expect(() => assertListTransition('active', 'nope' as CampaignStatus)).toThrow(
      'Invalid campaign status: nope',
    );
  });

  it('allows a transition exactly when the list offers it', () => {
    const status = fc.constantFrom(...CAMPAIGN_STATUSES);
    fc.assert(
      fc.property(status, status, (from, to) => {
        let allowed = true;
        try {
          assertListTransition(from, to);
        } catch {
          allowed = false;
        }
        expect(allowed).toBe(campaignListAction(from)?.to === to);
        expect(allowed).toBe(
          (from === 'active' && to === 'paused') || (from === 'paused' && to === 'active'),
        );
      }),
    );
  });
});

describe('parseSendRateLimit (spec §5)', () => {
  it('keeps integers 1..100', () => {
    expect([SEND_RATE_DEFAULT, SEND_RATE_MIN, SEND_RATE_MAX]).toEqual([10, 1, 100]);
    expect(parseSendRateLimit(1)).toBe(1);
    expect(parseSendRateLimit(100)).toBe(100);
    expect(parseSendRateLimit(' 25 ')).toBe(25);
  });

  it('turns blank, invalid or out-of-range input into 10', () => {
    for (const bad of ['', '  ', null, undefined, 0, 101, -5, 2.5, '2.5', 'fast', true, {}]) {
      expect(parseSendRateLimit(bad)).toBe(10);
    }
  });
});
