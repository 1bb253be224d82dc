import type { Job } from '@leadgen/core';

/** The screen title of a job's kind. */
export function jobTitle(job: Pick<Job, 'kind'>): string {
  if (job.kind === 'discover') return 'Discovery run';
  if (job.kind === 'custom') return 'Custom list run';
  if (job.kind === 'watch') return 'Watch run';
  return 'Personalisation';
}

/**
 * What a run asked for, in one line (targets, type and limit, or the number of usernames), read
 * from its payload; never the session id. Empty for other kinds.
 */
export function jobSummary(job: Pick<Job, 'kind' | 'payload'>): string {
  const payload = (job.payload ?? {}) as {
    targets?: unknown;
    type?: unknown;
    max?: unknown;
    usernames?: unknown;
    name?: unknown;
    target?: unknown;
  };
  const name = typeof payload.name === 'string' ? `“${payload.name}” · ` : '';
  if (job.kind === 'discover' && Array.isArray(payload.targets)) {
    return `${name}${payload.targets.join(', ')} · ${String(payload.type)} · up to ${String(payload.max)} profiles`;
  }
  if (job.kind === 'custom' && Array.isArray(payload.usernames)) {
    const count = payload.usernames.length;
    return `${name}${count} username${count === 1 ? '' : 's'}`;
  }
  if (job.kind === 'watch' && typeof payload.target === 'string') {
    return `@${payload.target} · ${String(payload.type)} · up to ${String(payload.max)} new`;
  }
  return '';
}
