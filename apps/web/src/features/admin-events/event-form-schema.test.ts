import { describe, expect, it } from 'vitest';
import { EMPTY_EVENT_FORM, eventCreateFormSchema, eventUpdateFormSchema } from './event-form-schema.ts';

const filled = {
  ...EMPTY_EVENT_FORM,
  name: 'Laax Open',
  location: 'Laax, Switzerland',
  date_from: '2027-01-18',
  date_to: '2027-01-23',
  sports: ['snowboarding'],
};

const messagesOf = (result: ReturnType<typeof eventCreateFormSchema.safeParse>) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('event form to request body', () => {
  it('leaves blank optional fields out of a new event so the server picks them', () => {
    expect(eventCreateFormSchema.parse(filled)).toEqual({
      name: 'Laax Open',
      location: 'Laax, Switzerland',
      date_from: '2027-01-18',
      date_to: '2027-01-23',
      sports: ['snowboarding'],
    });
    expect(
      eventCreateFormSchema.parse({
        ...filled,
        slug: ' laax-27 ',
        season: '2027',
        image: 'https://x.test/a.png',
      }),
    ).toMatchObject({ slug: 'laax-27', season: '2027', image: 'https://x.test/a.png' });
  });

  it('reports with the contract, on the form field names, and asks for missing dates plainly', () => {
    expect(messagesOf(eventCreateFormSchema.safeParse(EMPTY_EVENT_FORM))).toEqual({
      name: 'Use at least 2 characters.',
      location: 'Give a location.',
      date_from: 'Pick the start date.',
      date_to: 'Pick the end date.',
      sports: 'Pick at least one sport.',
    });
    expect(
      messagesOf(eventCreateFormSchema.safeParse({ ...filled, date_to: '2027-01-01', slug: 'new' })),
    ).toEqual({
      date_to: 'The event cannot end before it starts.',
      slug: 'This word is reserved for a page of the app; choose another slug.',
    });
  });

  it('sends every field when editing, a blank image or feed clearing it', () => {
    expect(eventUpdateFormSchema.parse({ ...filled, slug: 'laax-open', season: '2027' })).toEqual({
      name: 'Laax Open',
      slug: 'laax-open',
      location: 'Laax, Switzerland',
      season: '2027',
      date_from: '2027-01-18',
      date_to: '2027-01-23',
      sports: ['snowboarding'],
      image: null,
      results_feed_url: null,
    });
  });
});
