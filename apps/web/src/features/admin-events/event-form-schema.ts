import { type AdminEvent, eventCreateBodySchema, eventUpdateBodySchema } from '@shred/contract';
import { z } from 'zod';
import { checkedBy } from './contract-check.ts';

/** The event form as typed: every field a string (the sports a list of slugs), blanks allowed. */
const eventFormFields = z.object({
  name: z.string(),
  slug: z.string(),
  location: z.string(),
  season: z.string(),
  date_from: z.string(),
  date_to: z.string(),
  sports: z.array(z.string()),
  image: z.string(),
  results_feed_url: z.string(),
});
export type EventFormInput = z.input<typeof eventFormFields>;

export const EVENT_FORM_FIELDS = [
  'name',
  'slug',
  'location',
  'season',
  'date_from',
  'date_to',
  'sports',
  'image',
  'results_feed_url',
] as const satisfies ReadonlyArray<keyof EventFormInput>;

const WHEN_EMPTY = { date_from: 'Pick the start date.', date_to: 'Pick the end date.' };

const filled = (value: string): string | undefined => (value.trim() === '' ? undefined : value.trim());

/**
 * New event: a blank slug or season lets the server make them (from the name, from the start
 * year); the body is then checked by the contract's own schema, so the form reports exactly
 * what the server would refuse, on the same field names.
 */
export const eventCreateFormSchema = eventFormFields
  .transform((form) => {
    const slug = filled(form.slug);
    const season = filled(form.season);
    const image = filled(form.image);
    const feed = filled(form.results_feed_url);
    return {
      name: form.name,
      location: form.location,
      date_from: form.date_from,
      date_to: form.date_to,
      sports: form.sports,
      ...(slug ? { slug } : {}),
      ...(season ? { season } : {}),
      ...(image ? { image } : {}),
      ...(feed ? { results_feed_url: feed } : {}),
    };
  })
  .transform(checkedBy(eventCreateBodySchema, WHEN_EMPTY));

/** Editing: every field is sent; a blank image or feed clears it. */
export const eventUpdateFormSchema = eventFormFields
  .transform((form) => ({
    name: form.name,
    slug: form.slug,
    location: form.location,
    season: form.season,
    date_from: form.date_from,
    date_to: form.date_to,
    sports: form.sports,
    image: filled(form.image) ?? null,
    results_feed_url: filled(form.results_feed_url) ?? null,
  }))
  .transform(checkedBy(eventUpdateBodySchema, WHEN_EMPTY));

export const EMPTY_EVENT_FORM: EventFormInput = {
  name: '',
  slug: '',
  location: '',
  season: '',
  date_from: '',
  date_to: '',
  sports: [],
  image: '',
  results_feed_url: '',
};

export function eventFormValues(event: AdminEvent): EventFormInput {
  return {
    name: event.name,
    slug: event.slug,
    location: event.location,
    season: event.season,
    date_from: event.date_from,
    date_to: event.date_to,
    sports: event.sports.map((s) => s.slug),
    image: event.image ?? '',
    results_feed_url: event.results_feed_url ?? '',
  };
}
