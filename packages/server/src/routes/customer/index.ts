import {
  CustomerInquiry,
  CustomerInquiryCreate,
  canCreateInquiry,
  canDeleteInquiry,
  Id32,
  InquiryKind,
  InquiryReadRequest,
  InquiryTemplate,
  ko,
  MessageText,
  validateInquiry,
} from '@kbet/sdk';
import type { FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import type { AppPlugin } from '../../appTypes';
import { requireValid } from '../../domain/errors/requireValid';
import { inquiryTemplate } from '../../domain/inquiries/inquiryTemplate';
import { toCustomerInquiry } from '../../domain/inquiries/toCustomerInquiry';
import { httpErrors } from '../../errors/httpErrors';
import { currentMember } from '../../plugins/auth';
import type { InquiryRow } from '../../repositories/inquiriesRepository';

const MemberParams = z.object({ memberId: Id32 });
const InquiryKindParams = z.object({ kind: InquiryKind });
/** One inquiry id or several, comma-separated. */
const InquiryDeleteParams = z.object({
  id: z.string().check(z.refine((s) => /^(\d{1,9}(,\d{1,9})*)?$/.test(s), 'Expected inquiry ids')),
});
const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

/** The requested inquiries: existing and not deleted (404), and the session member's own (403, compliance §8). */
const ownInquiries = (request: FastifyRequest, rows: readonly InquiryRow[], ids: readonly number[]) => {
  if (rows.some((row) => row.memberId !== currentMember(request).id)) throw httpErrors.forbidden();
  if (rows.length !== ids.length) throw httpErrors.notFound();
  return rows;
};

/**
 * 1:1 customer inquiries (spec §7): list, create (refused while more than 2 are unanswered), read an
 * answer, delete answered and read ones (spec §5). The rules are the SDK's.
 */
const customerRoutes: AppPlugin = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('preHandler', app.selfGuard);

  app.get(
    '/customer/user/:memberId',
    {
      schema: {
        tags: ['customer'],
        summary: "The member's inquiries with their answers, newest first (deleted ones left out)",
        params: MemberParams,
        response: { 200: z.array(CustomerInquiry) },
        security,
      },
    },
    async (request) =>
      (await app.repos.inquiries.listForMember(currentMember(request).id)).map(toCustomerInquiry),
  );

  app.get(
    '/customer/template/:kind',
    {
      schema: {
        tags: ['customer'],
        summary:
          "The customer dialog's prefilled title and question for a kind (depositAccount: asking for the deposit account); POST /customer with the same kind files it under that kind",
        params: InquiryKindParams,
        response: { 200: InquiryTemplate },
        security,
      },
    },
    async (request) => inquiryTemplate(request.params.kind),
  );

  app.post(
    '/customer',
    {
      schema: {
        tags: ['customer'],
        summary:
          'Open an inquiry (400 FIELD_REQUIRED when title or question is blank; 409 INQUIRY_PENDING while more than 2 are unanswered)',
        body: CustomerInquiryCreate,
        response: { 200: MessageText },
        security,
      },
    },
    async (request) => {
      const form = requireValid(validateInquiry(request.body));
      const member = currentMember(request);
      await app.sql.begin(async (tx) => {
        // The member lock makes the count and the insert one step for two simultaneous requests.
        await app.repos.members.lockById(member.id, tx);
        requireValid(canCreateInquiry(await app.repos.inquiries.unansweredCount(member.id, tx)));
        await app.repos.inquiries.insert(
          { memberId: member.id, kind: request.body.kind ?? 'general', ...form },
          tx,
        );
      });
      return ko.SENT;
    },
  );

  app.put(
    '/customer/',
    {
      schema: {
        tags: ['customer'],
        summary:
          'The member read an inquiry and its answers: confirmStatus 1 (kbet’s own, like PUT /message/)',
        body: InquiryReadRequest,
        response: { 200: MessageText },
        security,
      },
    },
    async (request) => {
      const { id } = request.body;
      await app.sql.begin(async (tx) => {
        ownInquiries(request, await app.repos.inquiries.lockByIds([id], tx), [id]);
        await app.repos.inquiries.markRead(id, tx);
      });
      return ko.LOOKED_UP;
    },
  );

  app.delete(
    '/customer/delete/user/:id',
    {
      schema: {
        tags: ['customer'],
        summary:
          'Delete inquiries by id (comma-separated for several): 400 INQUIRY_NONE_SELECTED, 409 INQUIRY_DELETE_UNANSWERED or INQUIRY_DELETE_UNREAD refuse the whole request',
        params: InquiryDeleteParams,
        response: { 200: MessageText },
        security,
      },
    },
    async (request) => {
      const ids = [...new Set(request.params.id.split(',').filter(Boolean).map(Number))];
      await app.sql.begin(async (tx) => {
        const rows =
          ids.length === 0 ? [] : ownInquiries(request, await app.repos.inquiries.lockByIds(ids, tx), ids);
        // Nothing selected is a bad request; unanswered or unread ones conflict with the inquiries' state.
        requireValid(canDeleteInquiry(rows));
        await app.repos.inquiries.markDeleted(ids, app.clock.now(), tx);
      });
      return ko.INQUIRY_DELETED;
    },
  );
};

export default customerRoutes;
