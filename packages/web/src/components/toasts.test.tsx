import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { type ShowToast, ToastProvider, useToast } from './toasts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** A page with one button that shows a toast with `options`. */
function Page({ text, options }: { text: string; options?: Parameters<ShowToast>[1] }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast(text, options)}>
      Show {text}
    </button>
  );
}
const show = (text: string) => fireEvent.click(screen.getByRole('button', { name: `Show ${text}` }));
const elapse = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const shown = () =>
  [...document.querySelectorAll('[aria-live="polite"] > *')].map((toast) => toast.textContent);

it('shows a toast for 3 s unless told otherwise (spec §9)', () => {
  render(
    <ToastProvider>
      <Page text="Message copied!" />
    </ToastProvider>,
  );
  show('Message copied!');
  expect(screen.getByRole('status').textContent).toBe('Message copied!');
  elapse(2999);
  expect(shown()).toEqual(['Message copied!']);
  elapse(1);
  expect(shown()).toEqual([]);
});

it('honours an explicit duration, each toast on its own clock, errors as alerts', () => {
  render(
    <ToastProvider>
      <Page text="List deleted successfully" options={{ durationMs: 4000 }} />
      <Page text="Failed to sign out" options={{ tone: 'error', durationMs: 1500 }} />
    </ToastProvider>,
  );
  show('List deleted successfully');
  elapse(1000);
  show('Failed to sign out');
  expect(screen.getByRole('alert').textContent).toBe('Failed to sign out');
  expect(shown()).toEqual(['List deleted successfully', 'Failed to sign out']);
  elapse(1499);
  expect(shown()).toEqual(['List deleted successfully', 'Failed to sign out']);
  elapse(1);
  expect(shown()).toEqual(['List deleted successfully']);
  elapse(1499); // 3,999 ms after the first
  expect(shown()).toEqual(['List deleted successfully']);
  elapse(1);
  expect(shown()).toEqual([]);
});

it('leaves no timer behind once the provider is gone', () => {
  const { unmount } = render(
    <ToastProvider>
      <Page text="Campaign saved" />
    </ToastProvider>,
  );
  show('Campaign saved');
  expect(vi.getTimerCount()).toBe(1);
  unmount();
  expect(vi.getTimerCount()).toBe(0);
});

it('takes a progress toast away when the next toast shows, and keeps the others', () => {
  render(
    <ToastProvider>
      <Page text="Saved" />
      <Page text="Creating campaign..." options={{ tone: 'info', progress: true }} />
      <Page text="Campaign created successfully!" />
    </ToastProvider>,
  );
  show('Saved');
  show('Creating campaign...');
  expect(shown()).toEqual(['Saved', 'Creating campaign...']);
  show('Campaign created successfully!');
  expect(shown()).toEqual(['Saved', 'Campaign created successfully!']);
});
