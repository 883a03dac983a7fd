import type { z } from 'zod';

/*
 * The characters text values may not hold, spelled as plain ranges rather than Unicode property
 * escapes: the OpenAPI document declares these patterns, and a generator outside JavaScript
 * (Python's re, for one) reads ranges but not `\p{Cc}`.
 */
/** C0 controls (NUL included), DEL and C1 controls: Unicode's Cc. */
const CONTROLS = '\\x00-\\x1f\\x7f-\\x9f';
/** Bidirectional embeddings, overrides and isolates: they make a name read as another. */
const BIDI_CONTROLS = '\\u202a-\\u202e\\u2066-\\u2069';

export const CONTROL_CHARACTERS_REFUSED = 'Remove control characters.';

/** Finds a control character anywhere in a text. */
export const CONTROL_CHARACTER = new RegExp(`[${CONTROLS}]`);
/** One line of text: no control characters at all. */
export const SINGLE_LINE_TEXT = new RegExp(`^[^${CONTROLS}]*$`);
/** Text that may run over several lines, nothing else invisible. */
export const MULTILINE_TEXT = new RegExp(`^(?:[^${CONTROLS}]|\\n)*$`);
/** A name other players see: one line, and no direction controls. */
const NAME_TEXT = new RegExp(`^[^${CONTROLS}${BIDI_CONTROLS}]*$`);

/** The rule of every name shown to other players: league names and people's first and last names. */
export const nameText = (schema: z.ZodString) => schema.regex(NAME_TEXT, CONTROL_CHARACTERS_REFUSED);
