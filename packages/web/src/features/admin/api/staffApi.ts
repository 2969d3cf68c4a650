import { createKbetAdminClient, type KbetAdminClient } from '@kbet/sdk/admin';
import { API_URL } from '@/config/env';

/** The back-office calls the staff home uses: the same /admin-api calls as the CLI's. */
export type StaffApi = Pick<KbetAdminClient['admin'], 'members' | 'charges' | 'inquiries' | 'audit'>;

/** The staff's back-office client on the site's session cookie; only the lazy /admin page loads it. */
export const staffApi: StaffApi = createKbetAdminClient({ baseURL: API_URL }).admin;
