import { ADMIN_PAGE_SIZE, Id, Id32 } from '@kbet/sdk';
import {
  AdminInquiry,
  AdminInquiryList,
  AdminNonMemberInquiryList,
  InquiryAnswerRequest,
  InquiryListQuery,
} from '@kbet/sdk/admin';
import * as z from 'zod/mini';
import type { AppPlugin } from '../../appTypes';
import { audit } from '../../domain/audit/audit';
import { sanitizeHtml } from '../../domain/sanitize/sanitizeHtml';
import { httpErrors } from '../../errors/httpErrors';
import { currentMember } from '../../plugins/auth';
import type { StaffInquiryRow } from '../../repositories/inquiriesRepository';

const IdParams = z.object({ id: Id32 });
const PageQuery = z.object({ page: z.optional(Id) });
const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

const toAdminInquiry = (row: StaffInquiryRow): AdminInquiry => ({
  id: row.id,
  userId: row.userId,
  nickname: row.nickname,
  kind: row.kind,
  title: row.title,
  questionContents: row.questionContents,
  customerAnswer: row.customerAnswer.map((a) => ({
    id: a.id,
    answerContents: sanitizeHtml(a.answerContents),
  })),
  confirmStatus: row.confirmStatus === 1 ? 1 : 0,
  deletedFlg: row.deletedFlg === 1 ? 1 : 0,
  createdAt: row.createdAt.toISOString(),
});

/** Staff side of the 1:1 inquiries and the non-member inquiries; every answer is audited. */
const inquiryRoutes: AppPlugin = async (app) => {
  app.get(
    '/inquiries',
    {
      schema: {
        tags: ['admin'],
        summary: 'Member inquiries, newest first (20 per page); status unanswered (default), answered or all',
        querystring: InquiryListQuery,
        response: { 200: AdminInquiryList },
        security,
      },
    },
    async (request) => {
      const { status = 'unanswered', page = 1 } = request.query;
      const rows = await app.repos.inquiries.listForStaff({
        status,
        limit: ADMIN_PAGE_SIZE,
        offset: (page - 1) * ADMIN_PAGE_SIZE,
      });
      return { items: rows.map(toAdminInquiry) };
    },
  );

  app.get(
    '/inquiries/non-member',
    {
      schema: {
        tags: ['admin'],
        summary: 'Non-member inquiries, newest first (20 per page)',
        querystring: PageQuery,
        response: { 200: AdminNonMemberInquiryList },
        security,
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const rows = await app.repos.nonMemberInquiries.list({
        limit: ADMIN_PAGE_SIZE,
        offset: (page - 1) * ADMIN_PAGE_SIZE,
      });
      return { items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
    },
  );

  app.get(
    '/inquiries/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One member inquiry with its question and answers',
        params: IdParams,
        response: { 200: AdminInquiry },
        security,
      },
    },
    async (request) => {
      const row = await app.repos.inquiries.findForStaff(request.params.id);
      if (!row) throw httpErrors.notFound();
      return toAdminInquiry(row);
    },
  );

  app.post(
    '/inquiries/:id/answer',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Answer an inquiry (HTML, sanitised); the inquiry becomes answered and unread for the member',
        params: IdParams,
        body: InquiryAnswerRequest,
        response: { 200: AdminInquiry },
        security,
      },
    },
    async (request) => {
      const staff = currentMember(request);
      const { id } = request.params;
      const answerContents = sanitizeHtml(request.body.answerContents);
      const row = await app.sql.begin(async (tx) => {
        const before = await app.repos.inquiries.findForStaff(id, true, tx);
        if (!before || before.deletedFlg === 1) throw httpErrors.notFound();
        const answerId = await app.repos.inquiries.addAnswer(id, answerContents, staff.id, tx);
        await audit(tx, {
          actorId: staff.id,
          action: 'inquiry.answer',
          target: { type: 'customer_inquiry', id },
          old: { answers: before.customerAnswer.length, confirmStatus: before.confirmStatus },
          new: { answerId, answerContents, confirmStatus: 0 },
        });
        return (await app.repos.inquiries.findForStaff(id, false, tx))!;
      });
      return toAdminInquiry(row);
    },
  );
};

export default inquiryRoutes;
