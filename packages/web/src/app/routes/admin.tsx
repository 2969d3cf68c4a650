import { useUser } from '@kbet/react';
import { isStaffAccount } from '@kbet/sdk';
import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { staffApi } from '@/features/admin/api/staffApi';
import { StaffHome } from '@/features/admin/components/StaffHome';
import { SecondFactorGate } from '../SecondFactorGate';

/** /admin (spec §6, issue 15): the staff home, after the second factor's enrolment; anyone but the staff account goes home. */
export function Component() {
  const user = useUser();
  if (!isStaffAccount(user)) return <Navigate to={paths.home.path} replace />;
  return (
    <SecondFactorGate>
      <StaffHome api={staffApi} />
    </SecondFactorGate>
  );
}
