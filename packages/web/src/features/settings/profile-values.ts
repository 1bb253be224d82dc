import type { UserJson } from '../../lib/use-session';

/** The settings form's fields (spec §2 Settings, §7 users update); e-mail is not among them. */
export interface ProfileValues {
  first_name: string;
  last_name: string;
  instagram_username: string;
  industry: string;
  referral_source: string;
}

/** The form's values for a loaded user: optional fields the user never set are blank. */
export function profileValues(user: UserJson): ProfileValues {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    instagram_username: user.instagram_username ?? '',
    industry: user.industry ?? '',
    referral_source: user.referral_source ?? '',
  };
}

/** spec §5 Settings: Save is enabled only when the form differs from the loaded values. */
export function profileChanged(form: ProfileValues, loaded: ProfileValues): boolean {
  return (Object.keys(loaded) as (keyof ProfileValues)[]).some((key) => form[key] !== loaded[key]);
}
