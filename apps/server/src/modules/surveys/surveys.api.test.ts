import {
  type AdminSurvey,
  type AdminSurveyResponsePage,
  CONTROL_CHARACTERS_REFUSED,
  SURVEY_ALREADY_ANSWERED,
  SURVEY_HAS_RESPONSES,
  SURVEY_NOT_ACTIVE,
  SURVEY_RATING_ANSWER,
  SURVEY_RESPONDENT_NOT_YOU,
  type Survey,
  type SurveyResponse,
} from '@shred/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyResponses, surveys, users } from '../../db/schema/index.ts';
import { newUser, type TestUser } from '../../test/factories.ts';
import { newStaffUser } from '../../test/game-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let staff: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  staff = await newStaffUser(t.app, t.database.db);
});
afterAll(() => t.close());

const QUESTIONS = [
  { kind: 'rating', prompt: 'How do you like the live scores?' },
  { kind: 'text', prompt: 'What should we build next?' },
];

const createSurvey = (body: object, who: TestUser = staff) =>
  t.app.inject({ method: 'POST', url: '/api/admin/surveys/', headers: who.auth, payload: body });
const updateSurvey = (id: number, body: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/surveys/${id}/`, headers: staff.auth, payload: body });
const activeSurvey = (who: TestUser) => t.app.inject({ url: '/api/surveys/active/', headers: who.auth });
const respond = (who: TestUser, id: number, body: object) =>
  t.app.inject({ method: 'POST', url: `/api/surveys/${id}/responses/`, headers: who.auth, payload: body });
const dismiss = (who: TestUser, id: number) =>
  t.app.inject({ method: 'POST', url: `/api/surveys/${id}/dismiss/`, headers: who.auth });
const responsesOf = (id: number, query = '') =>
  t.app.inject({ url: `/api/admin/surveys/${id}/responses/${query}`, headers: staff.auth });

async function newActiveSurvey(title = 'Tell us about Shred League'): Promise<AdminSurvey> {
  const res = await createSurvey({ title, questions: QUESTIONS, active: true });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<AdminSurvey>();
}

/** A player with a full name, and what the widget is told about them (R7.54). */
async function namedPlayer() {
  const player = await newUser(t.app);
  await t.database.db
    .update(users)
    .set({ firstName: 'Anna', lastName: 'Gasser' })
    .where(eq(users.id, player.id));
  const [row] = await t.database.db
    .select({ dateJoined: users.dateJoined })
    .from(users)
    .where(eq(users.id, player.id));
  const respondent = {
    id: player.id,
    email: player.email,
    full_name: 'Anna Gasser',
    signup_date: row?.dateJoined.toISOString() ?? '',
  };
  return { player, respondent };
}

describe('staff write the survey of the widget (issue 27.6)', () => {
  it('creates a survey with its questions, inactive unless asked, and activating one ends the one before', async () => {
    const created = await createSurvey({ title: 'First', questions: QUESTIONS });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<AdminSurvey>()).toMatchObject({
      title: 'First',
      questions: QUESTIONS,
      active: false,
      response_count: 0,
    });
    const first = created.json<AdminSurvey>();
    const activated = await updateSurvey(first.id, { active: true, title: 'First, edited' });
    expect(activated.json<AdminSurvey>()).toMatchObject({ active: true, title: 'First, edited' });
    const second = await newActiveSurvey('Second');
    const list = (await t.app.inject({ url: '/api/admin/surveys/', headers: staff.auth })).json<
      AdminSurvey[]
    >();
    expect(list.find((s) => s.id === first.id)?.active).toBe(false);
    expect(list.find((s) => s.id === second.id)?.active).toBe(true);
  });

  it('answers 403 to a manager and stores nothing (issue 27.6)', async () => {
    const manager = await newUser(t.app);
    const before = await t.database.db.$count(surveys);
    const res = await createSurvey({ title: 'Not mine', questions: QUESTIONS }, manager);
    expect(res.statusCode).toBe(403);
    expect(await t.database.db.$count(surveys)).toBe(before);
  });

  it('refuses a bad survey with a message on the wrong field, control characters included, and stores nothing', async () => {
    const before = await t.database.db.$count(surveys);
    const cases: Array<[object, string]> = [
      [{ title: '', questions: QUESTIONS }, 'title'],
      [{ title: 'Bell\u0007', questions: QUESTIONS }, 'title'],
      [{ title: 'x'.repeat(121), questions: QUESTIONS }, 'title'],
      [{ title: 'None', questions: [] }, 'questions'],
      [{ title: 'Four', questions: [...QUESTIONS, ...QUESTIONS] }, 'questions'],
      [{ title: 'Kind', questions: [{ kind: 'choice', prompt: 'Pick' }] }, 'questions.0.kind'],
      [{ title: 'NUL', questions: [{ kind: 'text', prompt: 'Why\u0000' }] }, 'questions.0.prompt'],
    ];
    for (const [body, field] of cases) {
      const res = await createSurvey(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json<{ fields: object }>().fields), JSON.stringify(body)).toContain(field);
    }
    const nul = await createSurvey({ title: 'Bell\u0007', questions: QUESTIONS });
    expect(nul.json<{ fields: Record<string, string[]> }>().fields.title).toContain(
      CONTROL_CHARACTERS_REFUSED,
    );
    expect(await t.database.db.$count(surveys)).toBe(before);
  });
});

describe('the widget shows the active survey to a signed-in player (issue 27.6, R7.54)', () => {
  it('answers the active survey to a player who has neither answered nor dismissed it', async () => {
    const survey = await newActiveSurvey();
    const { player } = await namedPlayer();
    const res = await activeSurvey(player);
    expect(res.statusCode).toBe(200);
    expect(res.json<Survey>()).toEqual({ id: survey.id, title: survey.title, questions: QUESTIONS });
  });

  it('answers null when no survey is active, and 401 to an anonymous caller', async () => {
    const survey = await newActiveSurvey();
    await updateSurvey(survey.id, { active: false });
    const { player } = await namedPlayer();
    const res = await activeSurvey(player);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBeNull();
    expect((await t.app.inject({ url: '/api/surveys/active/' })).statusCode).toBe(401);
  });

  it('stores an answer with the id, e-mail, full name and signup date the widget was told (R7.54), once: 409 the second time', async () => {
    const survey = await newActiveSurvey();
    const { player, respondent } = await namedPlayer();
    const first = await respond(player, survey.id, { answers: [5, 'More sports'], respondent });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<SurveyResponse>()).toMatchObject({
      survey_id: survey.id,
      respondent,
      answers: [5, 'More sports'],
    });
    const [row] = await t.database.db
      .select()
      .from(surveyResponses)
      .where(eq(surveyResponses.userId, player.id));
    expect(row).toMatchObject({
      surveyId: survey.id,
      email: player.email,
      fullName: 'Anna Gasser',
      signupDate: new Date(respondent.signup_date),
    });

    const second = await respond(player, survey.id, { answers: [1, 'Changed my mind'], respondent });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ detail: SURVEY_ALREADY_ANSWERED });
    expect(await t.database.db.$count(surveyResponses, eq(surveyResponses.userId, player.id))).toBe(1);
    expect((await activeSurvey(player)).json()).toBeNull();
  });

  it('refuses answers that do not fit the questions, another account as respondent, or a closed survey, storing nothing', async () => {
    const survey = await newActiveSurvey();
    const { player, respondent } = await namedPlayer();
    const cases: Array<[object, number, string]> = [
      [{ answers: [5], respondent }, 400, 'answers'],
      [{ answers: ['five', 'ok'], respondent }, 400, 'answers.0'],
      [{ answers: [6, 'ok'], respondent }, 400, 'answers.0'],
      [{ answers: [4, 'Nul\u0000'], respondent }, 400, 'answers.1'],
      [{ answers: [4, 'ok'], respondent: { ...respondent, id: staff.id } }, 400, 'respondent.id'],
      [
        { answers: [4, 'ok'], respondent: { ...respondent, full_name: 'Anna\u0000' } },
        400,
        'respondent.full_name',
      ],
    ];
    for (const [body, status, field] of cases) {
      const res = await respond(player, survey.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(Object.keys(res.json<{ fields: object }>().fields), JSON.stringify(body)).toContain(field);
    }
    const rating = await respond(player, survey.id, { answers: [0, 'ok'], respondent });
    expect(rating.json<{ fields: Record<string, string[]> }>().fields['answers.0']).toContain(
      SURVEY_RATING_ANSWER,
    );
    const notMe = await respond(player, survey.id, {
      answers: [4, 'ok'],
      respondent: { ...respondent, id: staff.id },
    });
    expect(notMe.json()).toMatchObject({ detail: SURVEY_RESPONDENT_NOT_YOU });

    await updateSurvey(survey.id, { active: false });
    const closed = await respond(player, survey.id, { answers: [4, 'ok'], respondent });
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toEqual({ detail: SURVEY_NOT_ACTIVE });
    expect(await t.database.db.$count(surveyResponses, eq(surveyResponses.userId, player.id))).toBe(0);
    expect((await respond(player, 2_000_000_000, { answers: [4], respondent })).statusCode).toBe(404);
  });

  it('stops showing a survey the player dismissed, and only to that player', async () => {
    const survey = await newActiveSurvey();
    const { player } = await namedPlayer();
    const { player: other } = await namedPlayer();
    const res = await dismiss(player, survey.id);
    expect(res.statusCode).toBe(204);
    expect((await dismiss(player, survey.id)).statusCode).toBe(204);
    expect((await activeSurvey(player)).json()).toBeNull();
    expect((await activeSurvey(other)).json<Survey>().id).toBe(survey.id);
    expect((await dismiss(player, 2_000_000_000)).statusCode).toBe(404);
  });
});

describe('staff read the answers (issue 27.6, R7.54)', () => {
  it('pages the answers with who answered, newest first, and keeps an answered survey’s questions', async () => {
    const survey = await newActiveSurvey();
    const players = [await namedPlayer(), await namedPlayer(), await namedPlayer()];
    for (const [index, { player, respondent }] of players.entries()) {
      t.clock.advance(1000);
      const res = await respond(player, survey.id, { answers: [index + 1, `Answer ${index}`], respondent });
      expect(res.statusCode, res.body).toBe(201);
    }
    const first = await responsesOf(survey.id, '?page_size=2');
    expect(first.statusCode).toBe(200);
    const page = first.json<AdminSurveyResponsePage>();
    expect(page.count).toBe(3);
    expect(page.next).toBe(2);
    expect(page.results.map((r) => r.respondent)).toEqual([players[2]?.respondent, players[1]?.respondent]);
    const last = (await responsesOf(survey.id, '?page=2&page_size=2')).json<AdminSurveyResponsePage>();
    expect(last).toMatchObject({ count: 3, next: null });
    expect(last.results[0]?.answers).toEqual([1, 'Answer 0']);

    const edit = await updateSurvey(survey.id, { questions: [{ kind: 'text', prompt: 'Another question' }] });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toEqual({ detail: SURVEY_HAS_RESPONSES });
    expect((await responsesOf(2_000_000_000)).statusCode).toBe(404);
  });
});
