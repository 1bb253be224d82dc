import { act, render } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { CONFETTI_MS, CONFETTI_PIECES, Confetti } from './Confetti';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const pieces = (container: HTMLElement) => container.querySelectorAll('[data-confetti-piece]').length;

it('throws 150 pieces for 3 seconds, then removes itself', () => {
  expect([CONFETTI_PIECES, CONFETTI_MS]).toEqual([150, 3000]);
  vi.useFakeTimers();
  const { container } = render(<Confetti random={() => 0.5} />);
  expect(pieces(container)).toBe(150);
  act(() => vi.advanceTimersByTime(CONFETTI_MS - 1));
  expect(pieces(container)).toBe(150);
  act(() => vi.advanceTimersByTime(1));
  expect(pieces(container)).toBe(0);
});

it('draws nothing when the user prefers reduced motion', () => {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) => ({ matches: query === '(prefers-reduced-motion: reduce)', media: query }) as MediaQueryList,
  );
  const { container } = render(<Confetti />);
  expect(pieces(container)).toBe(0);
});

it('animates a few sheets of pieces, not each piece (a light main thread on phones)', () => {
  const { container } = render(<Confetti random={() => 0.5} />);
  const animated = [...container.querySelectorAll<HTMLElement>('*')].filter((node) => node.style.animation);
  expect(animated).toHaveLength(10);
  expect(animated.map((sheet) => sheet.querySelectorAll('[data-confetti-piece]').length)).toEqual(
    Array(10).fill(15),
  );
});
