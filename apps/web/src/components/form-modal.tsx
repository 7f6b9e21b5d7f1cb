import type { ReactNode } from 'react';
import { Modal, Stack, type ModalProps } from '@mantine/core';
import { ModalFooter } from './modal-footer.tsx';
import { useUnsavedChanges } from './unsaved-changes.tsx';

interface FormModalProps {
  title: string;
  size?: ModalProps['size'];
  /** Runs on submit (the frame stops the browser's own submit); the caller validates and saves. */
  onSave: () => void;
  onClose: () => void;
  /** The footer's submit label ("Save rule", "Add section"). */
  submitLabel: string;
  /** The save mutation is running. */
  saving: boolean;
  /** Read-only (a live version's items, §2): the fields are disabled and the footer only closes. */
  readOnly?: boolean;
  /** Unsaved edits ask before leaving the page (§2); leave it out when the page guards itself. */
  unsaved?: boolean;
  /** Shown above the footer, e.g. a refused save that no field shows. */
  notice?: ReactNode;
  /** Shown after the fields and outside their fieldset (an editor that disables itself). */
  after?: ReactNode;
  /** The fields, disabled together when read-only. */
  children: ReactNode;
}

/**
 * The frame of an item editor in a modal (version items of products, period items of binding
 * agreements, …): the form, the read-only fieldset, the unsaved-changes prompt, a notice and the
 * Cancel / submit footer. Modals never close on outside click or Escape (theme defaults, §4).
 */
export function FormModal({
  title,
  size,
  onSave,
  onClose,
  submitLabel,
  saving,
  readOnly = false,
  unsaved,
  notice,
  after,
  children,
}: FormModalProps) {
  return (
    <Modal opened onClose={onClose} title={title} size={size}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSave();
        }}
      >
        <Stack>
          <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0 }}>
            <Stack>{children}</Stack>
          </fieldset>
          {after}
          {notice}
          <ModalFooter
            submitLabel={submitLabel}
            loading={saving}
            onCancel={onClose}
            readOnly={readOnly}
          />
        </Stack>
      </form>
      {unsaved !== undefined && <UnsavedPrompt when={!readOnly && unsaved} />}
    </Modal>
  );
}

/** The leave-page prompt, mounted only for modals that ask for it (one router blocker at a time). */
function UnsavedPrompt({ when }: { when: boolean }) {
  return useUnsavedChanges({ when }).prompt;
}
