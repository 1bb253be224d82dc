import { globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import { Text } from './components/Text.js';
import { cell } from './format.js';

const root = import.meta.dirname;

/** The screens' sources, relative to src. */
const sources = () => globSync('**/*.{ts,tsx}', { cwd: root, exclude: ['**/*.test.{ts,tsx}'] });

describe('text from data reaches the terminal only made safe', () => {
  it("every screen draws text with the app's Text, never Ink's", () => {
    const offenders = sources()
      .filter((path) => path !== join('components', 'Text.tsx'))
      .filter((path) =>
        /import \{[^}]*\bText\b[^}]*\} from 'ink'/.test(readFileSync(join(root, path), 'utf8')),
      );
    expect(offenders).toEqual([]);
  });

  it('shows an escape sequence and a bell in a name as ^[ and ^G', () => {
    const { lastFrame, unmount } = render(
      <Text>
        List: {'\u001b[31mred\u0007'} <Text bold>{'\u009b2J'}</Text>
      </Text>,
    );
    expect(lastFrame()).toBe('List: ^[[31mred^G ^[[2J');
    unmount();
  });

  it('pads table cells by what is shown', () => {
    expect(cell('a\u001bb\nc', 7)).toBe('a^[b c ');
  });
});
