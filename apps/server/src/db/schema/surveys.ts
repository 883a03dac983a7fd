import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** One question as staff wrote it: answered with a rating 1–5 or a short text. */
export interface SurveyQuestionRow {
  kind: 'rating' | 'text';
  prompt: string;
}

/**
 * A short survey staff write for the in-app widget (issue 27 item 6). The active one is the one
 * activated last: activating clears every other `activated_at` in the same statement.
 */
export const surveys = pgTable('surveys', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  questions: jsonb('questions').$type<SurveyQuestionRow[]>().notNull(),
  /** Shown to players since then; null: not shown. */
  activatedAt: timestamp('activated_at', { withTimezone: true }),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One answer per user and survey, kept by the primary key. The respondent's e-mail, full name
 * and signup date are copied as the widget was told them (R7.54), so staff read who answered
 * even after the account changes or is deleted.
 */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    signupDate: timestamp('signup_date', { withTimezone: true }).notNull(),
    answers: jsonb('answers').$type<Array<number | string>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.surveyId, t.userId] }),
    index('survey_responses_survey_idx').on(t.surveyId, t.createdAt),
  ],
);

/** A player who closed the widget is not shown that survey again. */
export const surveyDismissals = pgTable(
  'survey_dismissals',
  {
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.surveyId, t.userId] })],
);
