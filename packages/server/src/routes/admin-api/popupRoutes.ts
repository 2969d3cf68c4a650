import { Id32 } from '@kbet/sdk';
import { AdminPopup, POPUP_STATUS, PopupWrite } from '@kbet/sdk/admin';
import * as z from 'zod/mini';
import type { AppPlugin } from '../../appTypes';
import { audit } from '../../domain/audit/audit';
import { toPopup } from '../../domain/boards/toPopup';
import { sanitizeHtml } from '../../domain/sanitize/sanitizeHtml';
import { httpErrors } from '../../errors/httpErrors';
import { currentMember } from '../../plugins/auth';
import type { PopupInput, PopupRow } from '../../repositories/popupsRepository';

const IdParams = z.object({ id: Id32 });
const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

const toAdminPopup = (row: PopupRow): AdminPopup => ({
  ...toPopup(row),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const snapshot = ({ id: _id, authorId: _a, createdAt: _c, updatedAt: _u, ...fields }: PopupRow) => fields;

/** The stored popup from a write: absent fields keep `base` (or the defaults), HTML sanitised. */
const popupInput = (body: z.infer<typeof PopupWrite>, base?: PopupInput): PopupInput => ({
  popupStatus: body.popupStatus ?? base?.popupStatus ?? POPUP_STATUS.ACTIVE,
  contents: sanitizeHtml(body.contents),
  mbContents: sanitizeHtml(body.mbContents ?? base?.mbContents ?? body.contents),
  popupFlg: body.popupFlg ?? base?.popupFlg ?? 0,
  notShowingexpireTime:
    body.notShowingexpireTime === undefined
      ? (base?.notShowingexpireTime ?? null)
      : body.notShowingexpireTime,
  pcLeftLocation: body.pcLeftLocation ?? base?.pcLeftLocation ?? 0,
  pcRightLocation: body.pcRightLocation ?? base?.pcRightLocation ?? 0,
});

/** Staff popups (spec §3 Popup): popupStatus 0 shows it in GET /boardPopup. Audited, HTML sanitised. */
const popupRoutes: AppPlugin = async (app) => {
  app.get(
    '/popups',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every popup, active or not',
        response: { 200: z.array(AdminPopup) },
        security,
      },
    },
    async () => (await app.repos.popups.list({ activeOnly: false })).map(toAdminPopup),
  );

  app.post(
    '/popups',
    {
      schema: {
        tags: ['admin'],
        summary: 'Add a popup (mbContents defaults to contents; popupStatus 0 active by default)',
        body: PopupWrite,
        response: { 201: AdminPopup },
        security,
      },
    },
    async (request, reply) => {
      const staff = currentMember(request);
      const row = await app.sql.begin(async (tx) => {
        const created = await app.repos.popups.insert(popupInput(request.body), staff.id, tx);
        await audit(tx, {
          actorId: staff.id,
          action: 'popup.create',
          target: { type: 'popup', id: created.id },
          new: snapshot(created),
        });
        return created;
      });
      reply.code(201);
      return toAdminPopup(row);
    },
  );

  app.put(
    '/popups/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Edit a popup (absent fields stay as they are)',
        params: IdParams,
        body: PopupWrite,
        response: { 200: AdminPopup },
        security,
      },
    },
    async (request) => {
      const staff = currentMember(request);
      const { id } = request.params;
      const row = await app.sql.begin(async (tx) => {
        const before = await app.repos.popups.find(id, true, tx);
        if (!before) throw httpErrors.notFound();
        const updated = await app.repos.popups.update(id, popupInput(request.body, before), tx);
        await audit(tx, {
          actorId: staff.id,
          action: 'popup.update',
          target: { type: 'popup', id },
          old: snapshot(before),
          new: snapshot(updated),
        });
        return updated;
      });
      return toAdminPopup(row);
    },
  );

  app.delete(
    '/popups/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Remove a popup',
        params: IdParams,
        response: { 200: AdminPopup },
        security,
      },
    },
    async (request) => {
      const staff = currentMember(request);
      const { id } = request.params;
      const row = await app.sql.begin(async (tx) => {
        const before = await app.repos.popups.find(id, true, tx);
        if (!before) throw httpErrors.notFound();
        await app.repos.popups.remove(id, app.clock.now(), tx);
        await audit(tx, {
          actorId: staff.id,
          action: 'popup.remove',
          target: { type: 'popup', id },
          old: snapshot(before),
          new: null,
        });
        return before;
      });
      return toAdminPopup(row);
    },
  );
};

export default popupRoutes;
