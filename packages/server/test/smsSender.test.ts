import { afterAll } from 'vitest';
import { createSimulatedSmsSender } from '../src/simulators/sms/createSimulatedSmsSender';
import { describeSmsSenderContract } from './smsSenderContract';
import { manualClock } from './support/testApp';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';

let db: TestDatabase | undefined;
afterAll(() => db?.drop());

describeSmsSenderContract('PostgreSQL simulator', async () => {
  db = await createTestDatabase({ seed: false });
  const clock = manualClock();
  const sql = db.sql;
  return {
    sender: createSimulatedSmsSender({ sql, clock }),
    async lastCode(phone) {
      const [row] = await sql<{ code: string }[]>`
        SELECT code FROM sms_codes WHERE phone = ${phone} ORDER BY id DESC LIMIT 1`;
      return row?.code ?? '';
    },
    advance: clock.advance,
    now: clock.now,
  };
});
