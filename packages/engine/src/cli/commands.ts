/**
 * The CLI's commands: name → handler. A handler answers ONE input value (one element of an array
 * input); `main` does the reading, the array mapping and the error reporting. Adding a command
 * is adding an entry here.
 */
import { chartAnswer, chartPositionsAnswer, dashaAnswer, matchAnswer, panchangAnswer } from '../answers';
import { type Birth, InputError, parseBirth, type ZoneLookup } from '../birth';
import { parsePanchangInput } from '../panchang';

/** What a handler may use besides its input. */
export interface CommandContext {
  /** Finds the IANA zone of a place when an input has no `tz`. */
  findZone: ZoneLookup;
  /** The command's own options given on the command line (`--positions-only`, …). */
  flags: ReadonlySet<string>;
}

/**
 * Answers one JSON input value. Throws `InputError` (exit code 2) for bad input; anything else
 * thrown is an internal error (exit code 1).
 */
export type CommandHandler = (input: unknown, context: CommandContext) => unknown;

/** A command: its handler, a one-line description for `--help`, and its own options. */
export interface Command {
  summary: string;
  run: CommandHandler;
  /** Option → what it does, for `--help`; `main` refuses options not listed (besides `--pretty`). */
  options?: Record<string, string>;
}

/** One partner's birth input of `match`, with errors named `boy.lat`, `girl.time`, … */
function partner(raw: Record<string, unknown>, who: 'boy' | 'girl', findZone: ZoneLookup): Birth {
  if (raw[who] === undefined || raw[who] === null) throw new InputError(who, 'required (a birth input)');
  try {
    return parseBirth(raw[who], findZone);
  } catch (error) {
    if (error instanceof InputError) {
      const field = error.field === 'input' ? who : `${who}.${error.field}`;
      throw new InputError(field, error.message.slice(error.field.length + 2));
    }
    throw error;
  }
}

/** The commands `npx drishti <name>` knows. */
export const commands: Record<string, Command> = {
  chart: {
    summary: 'birth chart: grahas, ascendant, sixteen vargas, KP cusps and lords',
    options: { '--positions-only': 'the grahas and the ascendant alone (no vargas, no KP)' },
    run: (input, { findZone, flags }) => {
      const birth = parseBirth(input, findZone);
      return flags.has('--positions-only') ? chartPositionsAnswer(birth) : chartAnswer(birth);
    },
  },
  dasha: {
    summary: 'Vimshottari (3 levels, 120 years) and Yogini (2 levels, 108 years) dashas',
    run: (input, { findZone }) => dashaAnswer(parseBirth(input, findZone)),
  },
  panchang: {
    summary: 'the Hindu day from sunrise to sunrise: tithi, nakshatra, yoga, karana, periods, choghadiya',
    run: (input, { findZone }) => panchangAnswer(parsePanchangInput(input, findZone)),
  },
  match: {
    summary: 'Ashtakoota (36 gunas) matching of { boy, girl } births, manglik status, conclusion',
    run: (input, { findZone }) => {
      if (typeof input !== 'object' || input === null || Array.isArray(input))
        throw new InputError('input', 'must be a JSON object { "boy": …, "girl": … }');
      const raw = input as Record<string, unknown>;
      return matchAnswer(partner(raw, 'boy', findZone), partner(raw, 'girl', findZone));
    },
  },
};
