/**
 * `npx drishti <command>`: reads one JSON value from standard input (an object, or an array of
 * objects), answers it with the command's handler and writes JSON to standard output: an object
 * for an object, an array of the same length for an array.
 *
 * Exit codes: 0 answered; 2 bad input or usage, with `{"error": "..."}` naming the field at fault
 * (`[3].lat` for the fourth element of an array); 1 an internal error.
 */
import { InputError } from '../birth';
import { type CommandContext, commands } from './commands';

/** Where `main` reads and writes; tests pass their own. */
export interface CliStreams {
  stdin: AsyncIterable<string | Uint8Array> | Iterable<string | Uint8Array>;
  stdout: { write(chunk: string): unknown };
  stderr: { write(chunk: string): unknown };
}

/** Overrides for tests: the streams, and the zone lookup (default: geo-tz, loaded on first run). */
export interface CliOptions extends Partial<CliStreams> {
  findZone?: CommandContext['findZone'];
}

function usage(): string {
  const lines = Object.entries(commands).flatMap(([name, c]) => [
    `  ${name.padEnd(10)}${c.summary}`,
    ...Object.entries(c.options ?? {}).map(([option, what]) => `  ${''.padEnd(10)}${option}: ${what}`),
  ]);
  return [
    'usage: drishti <command> < input.json',
    '',
    'Reads one JSON value (an object or an array of objects) from stdin and writes the answer as JSON.',
    'Options: --pretty (indented JSON), and the options listed under a command.',
    '',
    'commands:',
    ...lines,
    '',
  ].join('\n');
}

async function readAll(stdin: CliStreams['stdin']): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of stdin) text += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  return text + decoder.decode();
}

/** Runs the CLI with `argv` (the arguments after the program name); resolves to the exit code. */
export async function main(argv: string[], options: CliOptions = {}): Promise<number> {
  const stdout = options.stdout ?? process.stdout;
  const stderr = options.stderr ?? process.stderr;
  const fail = (code: number, message: string): number => {
    stdout.write(`${JSON.stringify({ error: message })}\n`);
    return code;
  };
  const [name, ...flags] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    (name === undefined ? stderr : stdout).write(usage());
    return name === undefined ? 2 : 0;
  }
  const command = commands[name];
  if (!command) return fail(2, `unknown command "${name}"; commands: ${Object.keys(commands).join(', ')}`);
  const unknownFlag = flags.find((f) => f !== '--pretty' && !(f in (command.options ?? {})));
  if (unknownFlag !== undefined) return fail(2, `unknown option "${unknownFlag}"`);

  let input: unknown;
  try {
    input = JSON.parse(await readAll(options.stdin ?? process.stdin));
  } catch (error) {
    return fail(2, `input: not valid JSON (${error instanceof Error ? error.message : String(error)})`);
  }

  const context: CommandContext = {
    findZone: options.findZone ?? (await import('./zone')).findZone,
    flags: new Set(flags.filter((f) => f !== '--pretty')),
  };

  try {
    let answer: unknown;
    if (Array.isArray(input)) {
      answer = input.map((item, i) => {
        try {
          return command.run(item, context);
        } catch (error) {
          if (error instanceof InputError)
            throw new InputError(`[${i}].${error.field}`, error.message.slice(error.field.length + 2));
          throw error;
        }
      });
    } else {
      answer = command.run(input, context);
    }
    stdout.write(`${JSON.stringify(answer, null, flags.includes('--pretty') ? 2 : undefined)}\n`);
    return 0;
  } catch (error) {
    if (error instanceof InputError) return fail(2, error.message);
    return fail(1, error instanceof Error ? error.message : String(error));
  }
}
