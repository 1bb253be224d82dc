import { createRequire } from 'node:module';
import type { Locator, Page } from '@playwright/test';
import { e2eServer } from './e2e-server.js';
import { expect, test } from './fixtures.js';
import { campaignFromList, customList, discoveryList, signUp } from './seed.js';

// Accessibility: axe-core (the engine behind browsers' accessibility audits) checks every
// signed-in screen of the router at desktop and phone size; any violation axe rates serious or
// critical (contrast, names, landmarks, list structure…) fails the test, listed by screen.
// axe is added as a script tag, which the page's Content-Security-Policy would refuse, so these
// pages skip the policy (csp.spec.ts checks it).

test.use({ bypassCSP: true });

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/**
 * The serious and critical violations axe finds on the page as it is now: one line a rule, with
 * how many elements break it, the first few of them and what is wrong with the first.
 */
async function seriousViolations(page: Page, screen: string): Promise<string[]> {
  if (!(await page.evaluate('typeof window.axe !== "undefined"')))
    await page.addScriptTag({ path: AXE_SCRIPT });
  const violations = (await page.evaluate(
    'window.axe.run(document, { resultTypes: ["violations"] }).then((result) => result.violations)',
  )) as Violation[];
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
      const more = violation.nodes.length > 3 ? ` and ${violation.nodes.length - 3} more` : '';
      const why = (violation.nodes[0]?.failureSummary ?? '').replace(/\s+/g, ' ');
      return `${screen}: [${violation.impact}] ${violation.id} (${violation.help}) on ${violation.nodes.length}: ${targets.join(' | ')}${more}. ${why}`;
    });
}

interface Screen {
  name: string;
  path: string;
  /** What shows once the screen has its data. */
  ready: (page: Page) => Locator;
  /** A step on the screen after it is ready (another view of it). */
  alsoView?: { name: string; act: (page: Page) => Promise<Locator>; undo: (page: Page) => Promise<void> };
}

const h1 = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { level: 1, name });

// one test per size, each with its own account, so the two sizes run side by side
test.describe.configure({ mode: 'parallel' });

for (const size of SIZES)
  test(`every signed-in screen passes axe at ${size.name} size`, async ({ page }) => {
    test.setTimeout(240_000);
    await signUp(page, 'access');
    const listId = await discoveryList(page, 'natgeo', 24);
    const customId = await customList(page, ['nasa', 'natgeo']);
    const campaignId = await campaignFromList(page, listId, 'Access campaign');
    // an active campaign of its own for the send view; the first stays a draft without messages
    const sendingId = await campaignFromList(page, customId, 'Access sending');
    const patched = await page.request.patch(`/api/campaigns/${sendingId}`, {
      data: { status: 'active', messageTemplate: 'Hi {First Name}!' },
      headers: { origin: e2eServer().baseURL },
    });
    expect(patched.ok(), await patched.text()).toBe(true);

    const screens: Screen[] = [
      {
        name: 'dashboard lists',
        path: '/dashboard?tab=lists',
        ready: (p) => p.getByRole('listitem', { name: 'natgeo', exact: true }),
      },
      {
        name: 'dashboard campaigns',
        path: '/dashboard?tab=campaigns',
        ready: (p) => p.getByRole('main').getByText('Access campaign'),
      },
      {
        name: 'lead review',
        path: `/list/${listId}`,
        ready: (p) => p.getByRole('list', { name: 'Profiles', exact: true }).getByRole('listitem').first(),
        alsoView: {
          name: 'lead review table',
          act: async (p) => {
            await p.getByRole('button', { name: 'Table', exact: true }).click();
            await expect(p.getByRole('button', { name: 'Table', exact: true })).toHaveAttribute(
              'aria-pressed',
              'true',
            );
            return p.getByRole('list', { name: 'Profiles', exact: true }).getByRole('listitem').first();
          },
          // the view is remembered: back to cards for the screens after it
          undo: (p) => p.getByRole('button', { name: 'Cards', exact: true }).click(),
        },
      },
      {
        name: 'custom list review',
        path: `/list/${customId}`,
        ready: (p) => p.getByRole('list', { name: 'Profiles', exact: true }).getByRole('listitem').first(),
      },
      { name: 'new discovery list', path: '/new-campaign', ready: h1(/.+/) },
      { name: 'new custom list', path: '/custom-campaign', ready: h1(/.+/) },
      {
        name: 'create campaign',
        path: '/create-campaign',
        ready: (p) => p.getByRole('heading', { name: 'Create Campaign' }),
      },
      { name: 'campaigns', path: '/campaigns', ready: (p) => p.getByText('Access campaign').first() },
      {
        name: 'edit campaign',
        path: `/edit-campaign/${campaignId}`,
        ready: (p) => p.getByRole('heading', { name: 'Edit Campaign' }),
      },
      {
        name: 'view campaign',
        path: `/view-campaign/${campaignId}`,
        ready: (p) => p.getByRole('list', { name: 'Campaign profiles' }).getByRole('listitem').first(),
      },
      {
        name: 'send',
        path: `/send/${sendingId}`,
        ready: (p) => p.getByRole('region', { name: /^Next lead: @/ }),
      },
      { name: 'settings', path: '/settings', ready: h1('Settings') },
      { name: 'tutorials', path: '/tutorials', ready: h1(/.+/) },
    ];

    const found: string[] = [];
    await page.setViewportSize(size.viewport);
    for (const screen of screens) {
      await test.step(`${screen.name} (${size.name})`, async () => {
        await page.goto(screen.path);
        await expect(screen.ready(page)).toBeVisible();
        found.push(...(await seriousViolations(page, `${screen.name} (${size.name})`)));
        if (screen.alsoView) {
          await expect(await screen.alsoView.act(page)).toBeVisible();
          found.push(...(await seriousViolations(page, `${screen.alsoView.name} (${size.name})`)));
          await screen.alsoView.undo(page);
        }
      });
    }
    expect(found, 'serious or critical accessibility violations').toEqual([]);
  });
