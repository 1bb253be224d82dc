import { expect, it } from 'vitest';
import { instagramUrl, openInstagramTabs } from './instagram';

it('links a username to its Instagram page, escaped', () => {
  expect(instagramUrl('the.davide_jackson')).toBe('https://www.instagram.com/the.davide_jackson/');
  expect(instagramUrl('a/b?c')).toBe('https://www.instagram.com/a%2Fb%3Fc/');
});

it('counts only the tabs the browser opened and cuts each one off from this page', () => {
  const tabs = [{ opener: 'app' as unknown }, null, { opener: 'app' as unknown }];
  const asked: string[] = [];
  const opened = openInstagramTabs(['one', 'two', 'three'], (url) => {
    asked.push(url);
    return tabs[asked.length - 1] ?? null;
  });
  expect(opened).toBe(2);
  expect(asked).toEqual(['one', 'two', 'three'].map(instagramUrl));
  expect(tabs.map((tab) => tab?.opener)).toEqual([null, undefined, null]);
});
