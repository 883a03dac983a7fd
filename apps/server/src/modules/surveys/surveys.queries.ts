import { and, count, desc, eq, inArray, isNotNull, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type SurveyQuestionRow,
  surveyDismissals,
  surveyResponses,
  surveys,
  users,
} from '../../db/schema/index.ts';

export type SurveyRow = typeof surveys.$inferSelect;
export type SurveyResponseRow = typeof surveyResponses.$inferSelect;

/** Reads and writes of surveys, their answers and dismissals. */
export function createSurveyQueries(db: Db) {
  return {
    surveyById: async (id: number): Promise<SurveyRow | undefined> =>
      (await db.select().from(surveys).where(eq(surveys.id, id)).limit(1))[0],

    /** The survey activated last, when the user has neither answered nor dismissed it. */
    activeFor: async (userId: number): Promise<SurveyRow | undefined> =>
      (
        await db
          .select()
          .from(surveys)
          .where(
            and(
              isNotNull(surveys.activatedAt),
              notExists(
                db
                  .select({ one: sql`1` })
                  .from(surveyResponses)
                  .where(and(eq(surveyResponses.surveyId, surveys.id), eq(surveyResponses.userId, userId))),
              ),
              notExists(
                db
                  .select({ one: sql`1` })
                  .from(surveyDismissals)
                  .where(and(eq(surveyDismissals.surveyId, surveys.id), eq(surveyDismissals.userId, userId))),
              ),
            ),
          )
          .orderBy(desc(surveys.activatedAt), desc(surveys.id))
          .limit(1)
      )[0],

    /** The survey activated last, whoever asks: the only one taking answers. */
    activeId: async (): Promise<number | undefined> =>
      (
        await db
          .select({ id: surveys.id })
          .from(surveys)
          .where(isNotNull(surveys.activatedAt))
          .orderBy(desc(surveys.activatedAt), desc(surveys.id))
          .limit(1)
      )[0]?.id,

    respondent: async (userId: number) =>
      (
        await db
          .select({
            id: users.id,
            email: users.email,
            firstName: users.firstName,
            lastName: users.lastName,
            dateJoined: users.dateJoined,
          })
          .from(users)
          .where(eq(users.id, userId))
          .limit(1)
      )[0],

    /** One insert: the primary key (survey, user) refuses a second answer, even a concurrent one. */
    insertResponse: async (
      row: typeof surveyResponses.$inferInsert,
    ): Promise<SurveyResponseRow | undefined> =>
      (await db.insert(surveyResponses).values(row).onConflictDoNothing().returning())[0],

    insertDismissal: async (surveyId: number, userId: number): Promise<void> => {
      await db.insert(surveyDismissals).values({ surveyId, userId }).onConflictDoNothing();
    },

    listNewestFirst: (): Promise<SurveyRow[]> => db.select().from(surveys).orderBy(desc(surveys.id)),

    async responseCounts(surveyIds: readonly number[]): Promise<ReadonlyMap<number, number>> {
      if (surveyIds.length === 0) return new Map();
      const rows = await db
        .select({ surveyId: surveyResponses.surveyId, n: count() })
        .from(surveyResponses)
        .where(inArray(surveyResponses.surveyId, [...surveyIds]))
        .groupBy(surveyResponses.surveyId);
      return new Map(rows.map((row) => [row.surveyId, Number(row.n)]));
    },

    async responsesPage(
      surveyId: number,
      page: { page: number; page_size: number },
    ): Promise<{ count: number; rows: SurveyResponseRow[] }> {
      const where = eq(surveyResponses.surveyId, surveyId);
      const [total, rows] = await Promise.all([
        db.select({ n: count() }).from(surveyResponses).where(where),
        db
          .select()
          .from(surveyResponses)
          .where(where)
          .orderBy(desc(surveyResponses.createdAt), desc(surveyResponses.userId))
          .limit(page.page_size)
          .offset((page.page - 1) * page.page_size),
      ]);
      return { count: Number(total[0]?.n ?? 0), rows };
    },

    insertSurvey: async (row: {
      title: string;
      questions: SurveyQuestionRow[];
      createdBy: number | null;
    }): Promise<SurveyRow> => {
      const [created] = await db.insert(surveys).values(row).returning();
      if (!created) throw new Error('survey insert returned nothing');
      return created;
    },

    updateSurvey: async (
      id: number,
      changes: { title?: string; questions?: SurveyQuestionRow[] },
    ): Promise<void> => {
      if (changes.title === undefined && changes.questions === undefined) return;
      await db.update(surveys).set(changes).where(eq(surveys.id, id));
    },

    /**
     * One statement sets this survey active and every other one inactive, so no moment shows two;
     * should two activations still overlap, the one activated last is the active one.
     */
    activate: async (id: number, at: Date): Promise<void> => {
      await db
        .update(surveys)
        .set({
          activatedAt: sql`case when ${surveys.id} = ${id} then ${at.toISOString()}::timestamptz else null end`,
        })
        .where(or(eq(surveys.id, id), isNotNull(surveys.activatedAt)));
    },

    deactivate: async (id: number): Promise<void> => {
      await db.update(surveys).set({ activatedAt: null }).where(eq(surveys.id, id));
    },
  };
}

export type SurveyQueries = ReturnType<typeof createSurveyQueries>;
