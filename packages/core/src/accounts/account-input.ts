import { ValidationError } from '../domain/errors.js';
import { messages } from '../domain/messages.js';

/** Text from a form field: a string as it is, anything else (missing, null, a number) as ''. */
export const fieldText = (value: unknown): string => (typeof value === 'string' ? value : '');

/** An optional text field: its text, or null when it is not text (the store turns blanks to null). */
export const optionalText = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** spec §5 Auth: a new password must match its confirmation and be at least 6 characters long. */
export function checkNewPassword(password: string, confirmPassword: string): void {
  if (password !== confirmPassword) throw new ValidationError(messages.passwordsDoNotMatch);
  if (password.length < 6) throw new ValidationError(messages.passwordTooShort);
}
