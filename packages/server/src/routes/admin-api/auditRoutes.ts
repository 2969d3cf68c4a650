import { ADMIN_PAGE_SIZE, toEpochMs } from '@kbet/sdk';
import { type AuditLogEntry, AuditLogPage, AuditQuery } from '@kbet/sdk/admin';
import type { AppPlugin } from '../../appTypes';
import type { AuditLogRow } from '../../repositories/auditLogRepository';

const DAY_MS = 86_400_000;

const toAuditLogEntry = (row: AuditLogRow): AuditLogEntry => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  actorId: row.actorId,
  actorUserId: row.actorUserId,
  action: row.action,
  targetType: row.targetType,
  targetId: row.targetId,
  old: row.oldValue,
  new: row.newValue,
  reason: row.reason,
});

/** 'member' or 'member:7'. */
const parseTarget = (target: string | undefined): { targetType?: string; targetId?: string } => {
  if (target === undefined) return {};
  const colon = target.indexOf(':');
  return colon < 0
    ? { targetType: target }
    : { targetType: target.slice(0, colon), targetId: target.slice(colon + 1) };
};

/** The audit log for staff: newest first, filtered by actor, action, target and Korean calendar days. */
const auditRoutes: AppPlugin = async (app) => {
  app.get(
    '/audit',
    {
      schema: {
        tags: ['admin'],
        summary: 'Audit log: who, when, what, old and new value, reason (from/to are KST days, inclusive)',
        querystring: AuditQuery,
        response: { 200: AuditLogPage },
        security: [{ bearer: [] }, { cookie: [] }],
      },
    },
    async (request) => {
      const { actor, action, target, from, to, page = 1 } = request.query;
      const { items, total } = await app.repos.auditLog.list(
        {
          actorUserId: actor,
          action,
          ...parseTarget(target),
          from: from === undefined ? undefined : new Date(toEpochMs(from)),
          to: to === undefined ? undefined : new Date(toEpochMs(to) + DAY_MS),
        },
        { limit: ADMIN_PAGE_SIZE, offset: (page - 1) * ADMIN_PAGE_SIZE },
      );
      return { items: items.map(toAuditLogEntry), total };
    },
  );
};

export default auditRoutes;
