import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { modalSettings, ui } from './theme.ts';

/**
 * The confirm-modal host and the toast container: a chunk of their own (decision 164), mounted by
 * `providers.tsx` once someone is signed in or the first toast is shown, so the sign-in page does not
 * load modals, focus traps and transitions it does not use. Neither wraps the app: `modals.open*` and
 * `notifications.show` reach them through Mantine's event bus and store.
 */
export default function Overlays() {
  return (
    <>
      <ModalsProvider modalProps={modalSettings} />
      <Notifications
        position={ui.toasts.position}
        autoClose={ui.toasts.autoClose}
        limit={ui.toasts.limit}
        containerWidth={ui.toasts.containerWidth}
        transitionDuration={ui.toasts.transitionDuration}
      />
    </>
  );
}
