/**
 * The entries of usernames typed or pasted in one field: separated by line breaks, commas,
 * semicolons, tabs or spaces. Blank entries are dropped here; core normalises and validates the
 * rest (`parseTargets`, `parseCustomUsernames`).
 */
export function splitUsernames(text: string): string[] {
  return text.split(/[\s,;]+/).filter((entry) => entry !== '');
}
