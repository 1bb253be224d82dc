import { describe, expect, it } from 'vitest';
import {
  LIST_STATUS_COLORS,
  LIST_STATUSES,
  listAllowsActions,
  listProgress,
  listStatusColor,
} from './list-status.js';

describe('list statuses (spec §4)', () => {
  it('colours the four known statuses, and paused for credits, and nothing else', () => {
    expect(LIST_STATUSES).toEqual(['pending', 'processing', 'completed', 'failed', 'paused']);
    expect(LIST_STATUS_COLORS).toEqual({
      completed: 'green',
      processing: 'blue',
      pending: 'yellow',
      failed: 'red',
      paused: 'yellow',
    });
    expect(listStatusColor('completed')).toBe('green');
    expect(listStatusColor('processing')).toBe('blue');
    expect(listStatusColor('pending')).toBe('yellow');
    expect(listStatusColor('failed')).toBe('red');
    expect(listStatusColor('archived')).toBe('neutral');
    expect(listStatusColor('toString')).toBe('neutral');
    expect(listStatusColor(null)).toBe('neutral');
  });

  it('fills the progress ring: 100 completed, 50 processing, else 0', () => {
    expect(listProgress('completed')).toBe(100);
    expect(listProgress('processing')).toBe(50);
    expect(listProgress('pending')).toBe(0);
    expect(listProgress('failed')).toBe(0);
    expect(listProgress(undefined)).toBe(0);
  });

  it('offers list actions only when completed', () => {
    expect(listAllowsActions('completed')).toBe(true);
    for (const status of ['pending', 'processing', 'failed', 'Completed', null]) {
      expect(listAllowsActions(status)).toBe(false);
    }
  });
});
