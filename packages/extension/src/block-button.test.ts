// @vitest-environment happy-dom
// "Instagram blocked me" in the popup and the profile panel (issue 36): it asks first, reports
// through the pairing's token routes, shows the server's notice with Undo, and says a failure.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { liftBlocked, reportBlocked } from './api.js';
import { blockButton } from './block-button.js';

const click = async (box: HTMLElement, label: string) => {
  const target = [...box.querySelectorAll('button')].find((node) => node.textContent === label);
  if (!target) throw new Error(`no ${label} button in: ${box.textContent}`);
  target.click();
  // the button's action runs after the click's microtasks
  await new Promise((resolve) => setTimeout(resolve, 0));
};
const labels = (box: HTMLElement) => [...box.querySelectorAll('button')].map((node) => node.textContent);

describe('the block button', () => {
  it('asks with the same words as the web and the TUI, reports on yes, and undoes', async () => {
    const report = vi.fn(async () => 'Block reported: sending is paused until Sun 14:05');
    const undo = vi.fn(async () => 'Block report undone: your usual pace applies again');
    const onChange = vi.fn();
    const box = blockButton({ report, undo }, { onChange });
    expect(labels(box)).toEqual(['Instagram blocked me']);
    await click(box, 'Instagram blocked me');
    // core's messages.blockConfirm, the words of the web's and the TUI's question too
    expect(box.textContent).toContain(
      'Report that Instagram blocked you? Sending pauses for 24 hours, then runs at half your limit for a day.',
    );
    await click(box, 'Cancel');
    expect(labels(box)).toEqual(['Instagram blocked me']);
    expect(report).not.toHaveBeenCalled();

    await click(box, 'Instagram blocked me');
    await click(box, 'Pause sending');
    expect(report).toHaveBeenCalledOnce();
    expect(box.querySelector('[role="status"]')?.textContent).toBe(
      'Block reported: sending is paused until Sun 14:05',
    );
    expect(onChange).toHaveBeenCalledOnce();
    await click(box, 'Undo');
    expect(undo).toHaveBeenCalledOnce();
    expect(box.querySelector('[role="status"]')?.textContent).toBe(
      'Block report undone: your usual pace applies again',
    );
    expect(labels(box)).toEqual(['Instagram blocked me']);
  });

  it('starts with Undo while a block holds, and says a failure in its words', async () => {
    const undo = vi.fn(async () => {
      throw new Error('No block report to undo');
    });
    const box = blockButton({ report: async () => '', undo }, { blocked: true });
    expect(labels(box)).toEqual(['Undo the block report']);
    await click(box, 'Undo the block report');
    expect(box.querySelector('[role="status"]')?.textContent).toBe('No block report to undo');
    expect(labels(box)).toEqual(['Instagram blocked me']);
  });
});

describe('the block routes', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('call the server with the pairing token, never the cookie', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify({ message: 'ok' }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    const pairing = { serverUrl: 'http://127.0.0.1:8787', token: 'tok' };
    expect(await reportBlocked(pairing)).toEqual({ message: 'ok' });
    expect(await liftBlocked(pairing)).toEqual({ message: 'ok' });
    expect(calls.map(({ url, init }) => [init.method, url])).toEqual([
      ['POST', 'http://127.0.0.1:8787/api/outreach/blocked'],
      ['DELETE', 'http://127.0.0.1:8787/api/outreach/blocked'],
    ]);
    expect(calls[0]?.init).toMatchObject({ credentials: 'omit', headers: { authorization: 'Bearer tok' } });
  });
});
