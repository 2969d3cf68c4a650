import { BankSetting, Code, LabelSetting, latestAdultBirthYear, Text } from '@kbet/sdk';
import { z } from 'zod/mini';
import type { AppPlugin } from '../../appTypes';

const LabelQuery = z.object({ kbn: Text });
const CodeQuery = z.object({ type: Text });

/** Public money settings: the deposit form's labels, the bank list and the code lists (spec §7). */
const moneySettingsRoutes: AppPlugin = async (app) => {
  app.get(
    '/labelSetting',
    {
      schema: {
        tags: ['settings'],
        summary: 'Labels of a kind (kbn=charge: the deposit form notes)',
        querystring: LabelQuery,
        response: { 200: z.array(LabelSetting) },
      },
    },
    async (request) => app.repos.moneySettings.labels(request.query.kbn),
  );

  app.get(
    '/settingbankname',
    {
      schema: {
        tags: ['settings'],
        summary: 'The banks the operator lists, with whether each is in use',
        response: { 200: z.array(BankSetting) },
      },
    },
    async () => app.repos.moneySettings.banks(),
  );

  app.get(
    '/code',
    {
      schema: {
        tags: ['settings'],
        summary:
          'A code list (BANK, BIRTH up to this Korean year − 19, BIRTH_MONTH, DAY, CARRIER, WIN_FLAG, BET_STATUS, ODM_BET_SEARCH1, …); [] when unknown',
        querystring: CodeQuery,
        response: { 200: z.array(Code) },
      },
    },
    async (request) => {
      const codes = await app.repos.moneySettings.codes(request.query.type);
      if (request.query.type !== 'BIRTH') return codes;
      // Sign-up offers no year of someone under 19 (compliance §3): the list ends at this Korean year − 19.
      const latest = latestAdultBirthYear(app.clock.now());
      return codes.filter((code) => Number(code.codeId) <= latest);
    },
  );
};

export default moneySettingsRoutes;
