import { LeadgenError } from '@leadgen/core/domain';

/** A cross-site write refused by the CSRF check. */
export class ForbiddenError extends LeadgenError {
  constructor() {
    super('FORBIDDEN', 'Cross-site request refused');
    this.name = 'ForbiddenError';
  }
}
