import { describe, expect, it } from 'vitest';
import { dashboardGreeting } from './greeting.js';

describe('dashboardGreeting', () => {
  const ana = { first_name: 'Ana', email: 'ana.perez@example.com' };
  it('welcomes a new account, which has made nothing yet', () => {
    expect(dashboardGreeting(ana, { lists: 0, campaigns: 0 })).toBe('Welcome, Ana');
  });
  it('welcomes back a user with a list or a campaign', () => {
    expect(dashboardGreeting(ana, { lists: 1, campaigns: 0 })).toBe('Welcome back, Ana');
    expect(dashboardGreeting(ana, { lists: 0, campaigns: 2 })).toBe('Welcome back, Ana');
  });
  it('greets by the e-mail local part without a first name', () => {
    expect(dashboardGreeting({ ...ana, first_name: ' ' }, { lists: 0, campaigns: 0 })).toBe(
      'Welcome, ana.perez',
    );
  });
});
