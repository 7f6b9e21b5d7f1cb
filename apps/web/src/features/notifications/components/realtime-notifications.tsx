import { useAuth } from '../../../app/auth-context.tsx';
import { useCompany } from '../../../app/company-context.tsx';
import { useRealtimeNotifications } from '../hooks/use-realtime-notifications.ts';

/** Mounted once by the shell: the realtime connection of a signed-in, non-temporary user. */
export function RealtimeNotifications() {
  const { user } = useAuth();
  const { representedRole } = useCompany();
  // Temporary users get no realtime connection: their token does not open one (no bell either, §2).
  const userId = user && !user.isTemporaryUser ? user.id : null;
  useRealtimeNotifications(userId, representedRole?.companyId ?? null);
  return null;
}
