/** R9.54: the active survey's request gives up after this long; the widget then shows nothing. */
export const SURVEY_REQUEST_TIMEOUT_MS = 10_000;

/** R8.40: what a failed survey load logs, followed by the status (spec §8). */
export const SURVEY_LOAD_FAILED = 'Surveys API could not be loaded';
