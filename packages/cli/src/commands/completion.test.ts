import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { runCli } from '../program.js';

async function script(shell: string) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(['completion', shell], {
    env: {},
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
    readStdin: async () => '',
  });
  return { code, stdout, stderr };
}

/** What bash offers after `words` (the last one being completed), with the script loaded. */
const bashCompletes = (completion: string, words: string[]): string[] =>
  execFileSync(
    'bash',
    [
      '-c',
      `${completion}\nCOMP_WORDS=(${words.map((word) => `'${word}'`).join(' ')}); COMP_CWORD=${words.length - 1}; _leadgen; printf '%s\\n' "\${COMPREPLY[@]}"`,
    ],
    { encoding: 'utf8' },
  )
    .split('\n')
    .filter(Boolean);

describe('leadgen completion', () => {
  it('completes commands, subcommands and flags in bash', async () => {
    const bash = await script('bash');
    expect(bash.code).toBe(0);
    expect(bashCompletes(bash.stdout, ['leadgen', 'li'])).toEqual(['lists']);
    expect(bashCompletes(bash.stdout, ['leadgen', 'lists', ''])).toEqual(
      expect.arrayContaining(['ls', 'list', 'show', 'rm', 'delete', 'export']),
    );
    expect(bashCompletes(bash.stdout, ['leadgen', '-q', 'lists', 'rm', 'x', '--y'])).toEqual(['--yes']);
    expect(bashCompletes(bash.stdout, ['leadgen', 'profiles', 'ls', '--bio'])).toEqual([
      '--bio-contains',
      '--bio-excludes',
    ]);
  });

  it('prints zsh and fish scripts, and refuses another shell', async () => {
    expect((await script('zsh')).stdout).toContain('bashcompinit');
    const fish = (await script('fish')).stdout;
    expect(fish).toContain('complete -c leadgen -f -n "__fish_use_subcommand" -a \'init login');
    expect(fish).toContain("-n \"__leadgen_path 'lists'\" -a 'ls list show");
    const other = await script('powershell');
    expect(other.code).toBe(2);
    expect(other.stderr).toContain('one of bash, zsh, fish');
  });
});
