import {
  type AdminSurvey,
  type AdminSurveyResponsePage,
  type ListPageQuery,
  SURVEY_HAS_RESPONSES,
  type SurveyCreateBody,
  type SurveyUpdateBody,
} from '@shred/contract';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { pageOf } from '../credits/credits.presenter.ts';
import { presentAdminSurvey, presentSurveyResponse } from './surveys.presenter.ts';
import { createSurveyQueries } from './surveys.queries.ts';
import { SURVEY_NOT_FOUND } from './surveys.service.ts';

/** Staff's surveys: write, edit, (de)activate, and read the answers. */
export function createSurveyAdminService(deps: { db: Db; now: () => number }) {
  const queries = createSurveyQueries(deps.db);

  async function adminSurvey(id: number): Promise<AdminSurvey> {
    const row = await queries.surveyById(id);
    if (!row) throw notFound(SURVEY_NOT_FOUND);
    const counts = await queries.responseCounts([id]);
    return presentAdminSurvey(row, counts.get(id) ?? 0);
  }

  async function setActive(id: number, active: boolean | undefined): Promise<void> {
    if (active === true) await queries.activate(id, new Date(deps.now()));
    if (active === false) await queries.deactivate(id);
  }

  return {
    async list(): Promise<AdminSurvey[]> {
      const rows = await queries.listNewestFirst();
      const counts = await queries.responseCounts(rows.map((row) => row.id));
      return rows.map((row) => presentAdminSurvey(row, counts.get(row.id) ?? 0));
    },

    async create(body: SurveyCreateBody, staffId: number): Promise<AdminSurvey> {
      const row = await queries.insertSurvey({
        title: body.title,
        questions: body.questions,
        createdBy: staffId,
      });
      await setActive(row.id, body.active);
      return adminSurvey(row.id);
    },

    /** Answers are kept by question position, so an answered survey keeps its questions. */
    async update(id: number, body: SurveyUpdateBody): Promise<AdminSurvey> {
      const current = await adminSurvey(id);
      if (body.questions !== undefined && current.response_count > 0) throw conflict(SURVEY_HAS_RESPONSES);
      await queries.updateSurvey(id, { title: body.title, questions: body.questions });
      await setActive(id, body.active);
      return adminSurvey(id);
    },

    async responses(id: number, page: ListPageQuery): Promise<AdminSurveyResponsePage> {
      if (!(await queries.surveyById(id))) throw notFound(SURVEY_NOT_FOUND);
      const { count, rows } = await queries.responsesPage(id, page);
      return pageOf(page, count, rows.map(presentSurveyResponse));
    },
  };
}
