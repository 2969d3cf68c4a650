import {
  CompToEmoneyRequest,
  ko,
  MessageText,
  PointToEmoneyRequest,
  validateCompConvert,
  validatePointConvert,
} from '@kbet/sdk';
import type { AppPlugin } from '../../appTypes';
import { convertToEmoney } from '../../domain/bonus/convertToEmoney';
import { requireValid } from '../../domain/errors/requireValid';
import { currentMember } from '../../plugins/auth';
import { withIdempotency } from '../../plugins/idempotency';

const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

/** Point and comp conversion to cash (spec §7; minimums of §5). */
const emoneyRoutes: AppPlugin = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('preHandler', app.selfGuard);

  app.post(
    '/emoney/pointToEmoney',
    {
      schema: {
        tags: ['money'],
        summary: 'Convert points (>= 5,000) to cash; userUpdatedAt must be the current User.updatedAt',
        body: PointToEmoneyRequest,
        response: { 200: MessageText },
        security,
      },
    },
    async (request, reply) => {
      const amount = requireValid(validatePointConvert(request.body.point));
      const memberId = currentMember(request).id;
      return withIdempotency(request, reply, async (tx) => {
        await convertToEmoney(tx, {
          memberId,
          from: 'point',
          amount,
          userUpdatedAt: request.body.userUpdatedAt,
        });
        return { body: ko.POINT_CONVERTED };
      });
    },
  );

  app.post(
    '/emoney/compToEmoney',
    {
      schema: {
        tags: ['money'],
        summary: 'Convert comp (>= 100) to cash; userUpdatedAt must be the current User.updatedAt',
        body: CompToEmoneyRequest,
        response: { 200: MessageText },
        security,
      },
    },
    async (request, reply) => {
      const amount = requireValid(validateCompConvert(request.body.comp));
      const memberId = currentMember(request).id;
      return withIdempotency(request, reply, async (tx) => {
        await convertToEmoney(tx, {
          memberId,
          from: 'comp',
          amount,
          userUpdatedAt: request.body.userUpdatedAt,
        });
        return { body: ko.COMP_CONVERTED };
      });
    },
  );
};

export default emoneyRoutes;
