import { isValidUsername, messages, normalizeUsername, splitPastedUsernames } from '@leadgen/core/domain';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { commitTags, TagInput, type TagRules } from './TagInput';

let tags: string[] = [];
function Harness(rules: TagRules & { initial?: string[] }) {
  const [value, setValue] = useState<string[]>(rules.initial ?? []);
  tags = value;
  return <TagInput label="Keywords" tags={value} onChange={setValue} {...rules} />;
}
afterEach(() => {
  cleanup();
  tags = [];
});

const input = () => screen.getByLabelText('Keywords') as HTMLInputElement;
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });

it('adds a tag on Enter and on comma, ignoring blanks and duplicates', () => {
  render(<Harness normalize={(raw) => raw.trim().toLowerCase()} />);
  type(' Coach ');
  fireEvent.keyDown(input(), { key: 'Enter' });
  expect(tags).toEqual(['coach']);
  expect(input().value).toBe('');
  type('CEO');
  fireEvent.keyDown(input(), { key: ',' });
  type('coach');
  fireEvent.keyDown(input(), { key: 'Enter' });
  type('   ');
  fireEvent.keyDown(input(), { key: 'Enter' });
  expect(tags).toEqual(['coach', 'ceo']);
  expect(screen.getByRole('button', { name: 'Remove ceo' })).toBeTruthy();
});

it('adds pending text when the field is left, and splits pasted text at commas', () => {
  render(<Harness />);
  type('yoga');
  fireEvent.blur(input());
  expect(tags).toEqual(['yoga']);
  type('a, b,,yoga, c');
  expect(tags).toEqual(['yoga', 'a', 'b']);
  expect(input().value).toBe(' c');
  fireEvent.blur(input());
  expect(tags).toEqual(['yoga', 'a', 'b', 'c']);
});

it('removes the last tag with Backspace on an empty input, and any tag with its cross', () => {
  render(<Harness initial={['a', 'b', 'c']} />);
  type('x');
  fireEvent.keyDown(input(), { key: 'Backspace' });
  expect(tags).toEqual(['a', 'b', 'c']);
  type('');
  fireEvent.keyDown(input(), { key: 'Backspace' });
  expect(tags).toEqual(['a', 'b']);
  fireEvent.click(screen.getByRole('button', { name: 'Remove a' }));
  expect(tags).toEqual(['b']);
});

it('keeps refused text in the field with its message, and stops at the maximum', () => {
  render(
    <Harness
      initial={['a']}
      validate={(tag) => (/^[a-z]+$/.test(tag) ? null : `Invalid: ${tag}`)}
      max={2}
      maxMessage="Two at most"
    />,
  );
  type('b!');
  fireEvent.keyDown(input(), { key: 'Enter' });
  expect(screen.getByRole('alert').textContent).toBe('Invalid: b!');
  expect(input().value).toBe('b!');
  expect(tags).toEqual(['a']);
  type('b');
  fireEvent.keyDown(input(), { key: 'Enter' });
  expect(screen.queryByRole('alert')).toBeNull();
  type('c');
  fireEvent.keyDown(input(), { key: 'Enter' });
  expect(screen.getByRole('alert').textContent).toBe('Two at most');
  expect(tags).toEqual(['a', 'b']);
});

it('commits the pieces before a refused one', () => {
  expect(
    commitTags(['a'], 'b, B, 1x, c', {
      normalize: (raw) => raw.trim().toLowerCase(),
      validate: (tag) => (/\d/.test(tag) ? 'no digits' : null),
    }),
  ).toEqual({
    tags: ['a', 'b'],
    rest: '1x, c',
    error: 'no digits',
  });
});

describe('pasting a column of usernames (custom list)', () => {
  const usernameRules: TagRules = {
    normalize: normalizeUsername,
    validate: (username, raw) => (isValidUsername(username) ? null : messages.invalidUsername(raw.trim())),
    max: 6,
    maxMessage: messages.maxUsernames,
    split: splitPastedUsernames,
  };
  const paste = (text: string) => fireEvent.paste(input(), { clipboardData: { getData: () => text } });

  it('gives one chip per username, deduped, and reports each refused entry with its message', () => {
    render(<Harness {...usernameRules} initial={['nasa']} />);
    paste(
      'username\r\n@NatGeo\r\nhttps://www.instagram.com/bbc_news/\r\n\r\nNASA\r\nbad name!\tnatgeo\r\nme,too\r\n',
    );
    expect(tags).toEqual(['nasa', 'natgeo', 'bbc_news', 'me', 'too']);
    const alert = screen.getByRole('alert');
    expect([...alert.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Invalid username format: bad name!',
    ]);
    // the refused entry stays in the field, to be fixed
    expect(input().value).toBe('bad name!');
  });

  it('stops at the maximum and says so', () => {
    render(<Harness {...usernameRules} />);
    paste('a1\na2\na3\na4\na5\na6\na7\na8');
    expect(tags).toEqual(['a1', 'a2', 'a3', 'a4', 'a5', 'a6']);
    expect(screen.getByRole('alert').textContent).toBe('Maximum 500 usernames allowed');
  });

  it('leaves a paste without line breaks, tabs or commas to the field, and keywords as before', () => {
    render(<Harness {...usernameRules} />);
    paste('natgeo');
    expect(tags).toEqual([]);
    cleanup();
    render(<Harness />);
    paste('a\nb');
    expect(tags).toEqual([]);
  });
});
