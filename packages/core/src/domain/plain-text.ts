/**
 * Escape sequences (CSI such as `ESC [ 31 m`, OSC such as a title or hyperlink ended by BEL or
 * `ESC \`, and two-character ones such as `ESC c`), so stripping leaves none of their letters.
 */
const ESCAPE_SEQUENCE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find control characters.
  /\u001b\[[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)?|\u009b[0-?]*[ -/]*[@-~]|\u001b[@-Z\\-_]/g;

/** C0 controls, DEL and C1 controls (U+0080-U+009F). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find control characters.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

/**
 * Text a person or a scraper wrote, made safe to store: escape sequences and control characters
 * (C0, DEL, C1) are removed. A one-line value (a name) keeps none: a run of tabs and line breaks
 * in it (a pasted cell) becomes one space, so words stay apart; with `multiline` (a description,
 * template or message) line breaks are kept (CR LF and CR become LF) and so are tabs.
 *
 * @example
 * plainText('natgeo\u0015Renamed') // 'natgeoRenamed'
 * plainText('list\t2') // 'list 2'
 * plainText('Hi\r\n\u001b[31mAna\u001b[0m', { multiline: true }) // 'Hi\nAna'
 */
export function plainText(text: string, options: { multiline?: boolean } = {}): string {
  const unescaped = text.replace(ESCAPE_SEQUENCE, '');
  if (!options.multiline) return unescaped.replace(/[\t\n\v\f\r]+/g, ' ').replace(CONTROL, '');
  return unescaped
    .replace(/\r\n?/g, '\n')
    .replace(CONTROL, (char) => (char === '\n' || char === '\t' ? char : ''));
}

/**
 * Text from the database or a provider made safe to print on a terminal, as gh does: every
 * control character that a terminal would act on is shown instead in caret notation (ESC as
 * `^[`, BEL as `^G`, DEL as `^?`; a C1 control as `^[` and its 7-bit letter, U+009B as `^[[`),
 * so a name can neither recolour nor move the output nor ring the bell. Line breaks and tabs
 * are kept. For human output only: JSON escapes control characters itself.
 *
 * @example
 * terminalSafe('\u001b[31mred\u0007') // '^[[31mred^G'
 */
export function terminalSafe(text: string): string {
  return text.replace(CONTROL, (char) => {
    if (char === '\n' || char === '\t') return char;
    const code = char.charCodeAt(0);
    if (code < 0x20) return `^${String.fromCharCode(code + 0x40)}`;
    if (code === 0x7f) return '^?';
    return `^[${String.fromCharCode(code - 0x40)}`;
  });
}
