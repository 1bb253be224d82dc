import { CustomForm } from './CustomForm.js';
import { DiscoverForm } from './DiscoverForm.js';

/**
 * A new run: a discovery from target accounts, or a custom list of usernames (pasted or from a
 * CSV file); once started, the run's progress replaces the form.
 */
export function NewRunScreen({ kind }: { kind: 'discover' | 'custom' }) {
  return kind === 'discover' ? <DiscoverForm /> : <CustomForm />;
}
