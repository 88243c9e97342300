import { useSessionAccess } from '../../lib/permissions/sessionAccess.ts';
import { mayUseApiService, useApiAccessInfo } from '../../lib/permissions/apiAccess.ts';

/** The account screens' starting point: may this user use the service, and its application. */
export function useApiAccessState() {
  const { data: access } = useSessionAccess();
  const allowed = access ? mayUseApiService(access.info, access.view) : false;
  const query = useApiAccessInfo(allowed);
  return { allowed, ...query };
}
