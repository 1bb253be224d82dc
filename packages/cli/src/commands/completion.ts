import { type Command, InvalidArgumentError } from 'commander';
import type { Io } from '../io.js';
import { summaryOf } from './summaries.js';

const SHELLS = ['bash', 'zsh', 'fish'] as const;
type Shell = (typeof SHELLS)[number];

/** One command of the tree: its words from the top (`lists ls`), subcommands and long flags. */
interface Node {
  path: string[];
  names: string[];
  flags: string[];
}

/** Every command of the program, each with the words that may follow it. */
function commandTree(program: Command): Node[] {
  const nodes: Node[] = [];
  const visit = (command: Command, path: string[]) => {
    const subcommands = command.commands.filter((sub) => sub.name() !== 'help');
    const flags = command.options.flatMap((option) => (option.long ? [option.long] : []));
    nodes.push({
      path,
      names: subcommands.flatMap((sub) => [sub.name(), ...sub.aliases()]),
      flags: [...flags, '--help'],
    });
    for (const sub of subcommands) {
      for (const name of [sub.name(), ...sub.aliases()]) visit(sub, [...path, name]);
    }
  };
  visit(program, []);
  return nodes;
}

/**
 * bash (3.2 and later, so macOS's too): the words typed so far name a command path, and the
 * completions are its subcommands and flags.
 */
function bashScript(nodes: Node[]): string {
  const paths = nodes.filter((node) => node.path.length > 0).map((node) => `"${node.path.join(' ')}"`);
  const cases = nodes
    .map((node) => `    "${node.path.join(' ')}") words="${[...node.names, ...node.flags].join(' ')}" ;;`)
    .join('\n');
  return `# leadgen completion for bash: add to ~/.bashrc
#   source <(leadgen completion bash)
_leadgen() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" path="" word i words
  for ((i = 1; i < COMP_CWORD; i++)); do
    word="\${COMP_WORDS[i]}"
    case "\${path:+$path }$word" in
      ${paths.join('|')}) path="\${path:+$path }$word" ;;
    esac
  done
  case "$path" in
${cases}
  esac
  COMPREPLY=($(compgen -W "$words" -- "$cur"))
}
complete -o default -F _leadgen leadgen
`;
}

/** zsh runs the bash completion through bashcompinit. */
function zshScript(nodes: Node[]): string {
  return `# leadgen completion for zsh: add to ~/.zshrc
#   source <(leadgen completion zsh)
autoload -U +X compinit && compinit
autoload -U +X bashcompinit && bashcompinit
${bashScript(nodes).split('\n').slice(2).join('\n')}`;
}

/** fish: each command's words, offered once the words before it are on the line. */
function fishScript(nodes: Node[]): string {
  const lines = nodes.flatMap((node) => {
    const condition =
      node.path.length === 0
        ? '__fish_use_subcommand'
        : `__leadgen_path ${node.path.map((word) => `'${word}'`).join(' ')}`;
    return [
      ...(node.names.length ? [`complete -c leadgen -f -n "${condition}" -a '${node.names.join(' ')}'`] : []),
      ...node.flags.map((flag) => `complete -c leadgen -n "${condition}" -l ${flag.slice(2)}`),
    ];
  });
  return `# leadgen completion for fish: save as ~/.config/fish/completions/leadgen.fish
#   leadgen completion fish > ~/.config/fish/completions/leadgen.fish
function __leadgen_path
  set -l words (commandline -opc | string match -v -- '-*')
  test (count $words) -eq (math (count $argv) + 1); or return 1
  test "$words[2..-1]" = "$argv"
end
${lines.join('\n')}
`;
}

const readShell = (value: string): Shell => {
  if (!(SHELLS as readonly string[]).includes(value)) {
    throw new InvalidArgumentError(`one of ${SHELLS.join(', ')}`);
  }
  return value as Shell;
};

/** `leadgen completion bash|zsh|fish`: the shell completion script, made from the commands. */
export function completionCommand(program: Command, io: Io): void {
  program
    .command('completion')
    .description(summaryOf('completion'))
    .argument('<shell>', `the shell: ${SHELLS.join(', ')}`, readShell)
    .addHelpText(
      'after',
      '\nExamples:\n  source <(leadgen completion bash)      # in ~/.bashrc\n' +
        '  source <(leadgen completion zsh)       # in ~/.zshrc\n' +
        '  leadgen completion fish > ~/.config/fish/completions/leadgen.fish',
    )
    // the script names every command: they are all set up (summaries.ts, `wholeProgram`)
    .action((shell: Shell) => {
      const nodes = commandTree(program);
      const scripts = { bash: bashScript, zsh: zshScript, fish: fishScript };
      io.stdout(scripts[shell](nodes));
    });
}
