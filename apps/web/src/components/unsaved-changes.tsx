import { useEffect, useState, type ReactNode } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useBlocker, type Blocker } from 'react-router';

interface UnsavedChangesOptions {
  /** True while the page holds changes that are not saved. */
  when: boolean;
  /** Saves the changes; resolves true when saved, so the navigation may continue. */
  onSave?: () => Promise<boolean>;
}

/**
 * Guards a page with unsaved changes (§2): leaving opens a prompt (cancel, discard and continue,
 * and save when a save function is set) and closing or reloading the tab is blocked.
 * Render the returned `prompt`.
 */
export function useUnsavedChanges({ when, onSave }: UnsavedChangesOptions): { prompt: ReactNode } {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!when) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need a return value to show their own prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  return { prompt: <UnsavedChangesPrompt blocker={blocker} onSave={onSave} /> };
}

function UnsavedChangesPrompt({
  blocker,
  onSave,
}: {
  blocker: Blocker;
  onSave?: () => Promise<boolean>;
}) {
  const [saving, setSaving] = useState(false);
  const opened = blocker.state === 'blocked';
  const save = async () => {
    if (!onSave) return;
    setSaving(true);
    const saved = await onSave().finally(() => setSaving(false));
    if (saved && blocker.state === 'blocked') blocker.proceed();
  };
  return (
    <Modal
      opened={opened}
      onClose={() => blocker.state === 'blocked' && blocker.reset()}
      title="Unsaved changes"
      withCloseButton={false}
    >
      <Text mb="lg">You have changes that are not saved. Leaving this page will lose them.</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => blocker.state === 'blocked' && blocker.reset()}>
          Cancel
        </Button>
        <Button
          color="red"
          variant="light"
          onClick={() => blocker.state === 'blocked' && blocker.proceed()}
        >
          Discard and continue
        </Button>
        {onSave && (
          <Button loading={saving} onClick={() => void save()}>
            Save
          </Button>
        )}
      </Group>
    </Modal>
  );
}
