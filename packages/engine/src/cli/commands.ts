/**
 * The CLI's commands: name → handler. A handler answers ONE input value (one element of an array
 * input); `main` does the reading, the array mapping and the error reporting. Adding a command
 * (panchang, match) is adding an entry here.
 */
import { chartAnswer, dashaAnswer } from '../answers';
import { parseBirth, type ZoneLookup } from '../birth';

/** What a handler may use besides its input. */
export interface CommandContext {
  /** Finds the IANA zone of a place when an input has no `tz`. */
  findZone: ZoneLookup;
}

/**
 * Answers one JSON input value. Throws `InputError` (exit code 2) for bad input; anything else
 * thrown is an internal error (exit code 1).
 */
export type CommandHandler = (input: unknown, context: CommandContext) => unknown;

/** A command: its handler and a one-line description for `--help`. */
export interface Command {
  summary: string;
  run: CommandHandler;
}

/** The commands `npx drishti <name>` knows. */
export const commands: Record<string, Command> = {
  chart: {
    summary: 'birth chart: grahas, ascendant, sixteen vargas, KP cusps and lords',
    run: (input, { findZone }) => chartAnswer(parseBirth(input, findZone)),
  },
  dasha: {
    summary: 'Vimshottari (3 levels, 120 years) and Yogini (2 levels, 108 years) dashas',
    run: (input, { findZone }) => dashaAnswer(parseBirth(input, findZone)),
  },
};
