/** The profile facts a personalisation prompt carries, read back from its labelled lines. */
export interface PromptProfile {
  username: string;
  name: string | null;
  bio: string | null;
  followers: number | null;
  posts: number | null;
  business: boolean;
  verified: boolean;
}

/** The value of a `Label: value` line, when the prompt has one. */
function field(prompt: string, label: string): string | undefined {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^[-*\\s]*${escaped}:[ \\t]*(.*)$`, 'im').exec(prompt)?.[1]?.trim();
}

/** A value, or null for the blanks the adapter writes ('(not given)', '(empty)', 'unknown'). */
function present(value: string | undefined): string | null {
  if (value === undefined || value === '' || /^\(.*\)$/.test(value) || /^(unknown|none|n\/a)$/i.test(value)) {
    return null;
  }
  return value;
}

function countOf(value: string | undefined): number | null {
  const digits = value?.replace(/[,_\s]/g, '');
  return digits && /^\d+$/.test(digits) ? Number(digits) : null;
}

const yes = (value: string | undefined): boolean => /^(yes|true|y)\b/i.test(value ?? '');

/** The recipient profile of a personalisation prompt; null when the prompt has none. */
export function readProfile(prompt: string): PromptProfile | null {
  const username = present(field(prompt, 'Username'))?.replace(/^@/, '');
  if (!username) return null;
  return {
    username,
    name: present(field(prompt, 'Name')),
    bio: present(field(prompt, 'Bio')),
    followers: countOf(field(prompt, 'Followers')),
    posts: countOf(field(prompt, 'Posts')),
    business: yes(field(prompt, 'Business account')),
    verified: yes(field(prompt, 'Verified')),
  };
}

/** The campaign context line, when there is one. */
export function readContext(prompt: string): string | null {
  return present(field(prompt, 'Campaign context'));
}

/** The template between the `"""` fences, when there is one. */
export function readTemplate(prompt: string): string | null {
  const template = /"""\r?\n([\s\S]*?)\r?\n"""/.exec(prompt)?.[1]?.trim();
  return template ? template : null;
}
