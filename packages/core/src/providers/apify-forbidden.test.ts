import { describe, expect, it } from 'vitest';
import { forbiddenMessage } from './apify-forbidden.js';
import type { JsonResponse } from './http-json.js';

const START = '/v2/actors/acme~full-access/runs?timeout=300';
const answer = (error: object): JsonResponse => ({
  status: 403,
  headers: {},
  json: { error },
  text: '',
  invalidJson: false,
});
const notApproved = (more: object) =>
  answer({
    type: 'full-permission-actor-not-approved',
    message: 'This Actor requires full access.',
    ...more,
  });

describe("Apify's 403s in words that say what to do", () => {
  it('gives the approval link Apify sends in error.data', () => {
    const url = 'https://console.apify.com/actors/YJCnS9qogi9XxDgLB?approvePermissions=true';
    expect(
      forbiddenMessage(
        notApproved({ data: { approvalUrl: url } }),
        START,
        'This Actor requires full access.',
      ),
    ).toBe(
      `Apify asks for approval before it runs acme~full-access: the actor wants full access to the Apify account. Approve it once in Apify Console (${url}), then try again.`,
    );
  });

  it('finds the link at the end of an older message, without its full stop', () => {
    const said =
      'You must approve its permissions: https://console.apify.com/actors/abc?approvePermissions=true.';
    expect(forbiddenMessage(notApproved({ message: said }), START, said)).toContain(
      '(https://console.apify.com/actors/abc?approvePermissions=true)',
    );
  });

  it.each([
    ['another site', 'https://evil.example/actors/abc'],
    ['plain http', 'http://console.apify.com/actors/abc'],
    ['a look-alike host', 'https://console.apify.com.evil.example/x'],
    ['credentials', 'https://user:pw@console.apify.com/actors/abc'],
    ['no address', 42],
  ])(
    'shows no link that is not an https address of Apify (%s), and says where to approve instead',
    (_, approvalUrl) => {
      const message = forbiddenMessage(notApproved({ data: { approvalUrl } }), START, undefined);
      expect(message).toContain(
        "Approve it once in Apify Console (open the actor and choose 'Approve Actor permissions')",
      );
      expect(message).not.toContain('evil');
    },
  );

  it('asks to raise the limit for a usage-limit 403, to rent a paid actor, and names the token otherwise', () => {
    const usage = 'Monthly usage hard limit exceeded';
    expect(
      forbiddenMessage(answer({ type: 'platform-feature-disabled', message: usage }), START, usage),
    ).toMatch(/monthly usage limit \(Monthly usage hard limit exceeded\)\. Raise the limit in Apify Console/);
    expect(
      forbiddenMessage(answer({ type: 'actor-is-not-rented' }), '/v2/actors/acme~paid/runs', undefined),
    ).toBe(
      'Apify refused the run: acme~paid is a paid actor not rented on this Apify account. Rent it in Apify Console, or configure another actor.',
    );
    expect(
      forbiddenMessage(answer({ type: 'insufficient-permissions' }), '/v2/actor-runs/r1', undefined),
    ).toBe(
      'Apify refused the run: the token lacks permission. Use a token of the account that runs the actors, with full access.',
    );
  });
});
