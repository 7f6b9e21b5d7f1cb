import { useState } from 'react';
import {
  closestCorners,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { findField, type DesignerForm, type FieldType } from '../model/form-model.ts';
import { fieldCatalogue } from './field-catalogue.ts';
import { paletteType } from './field-palette.tsx';
import { insertField, moveField, sectionOf } from './form-edits.ts';

/** Space picks up and drops; Enter on a palette button adds the field at once. */
export const keyboardCodes = { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] };

/**
 * Drag and drop of the canvas: palette items into sections, fields within and between sections,
 * by pointer or keyboard (Space, arrows, Space), with spoken announcements by field label.
 */
export function useCanvasDnd(
  form: DesignerForm,
  onChange: (form: DesignerForm) => void,
  onSelect: (id: string) => void,
) {
  const [activeId, setActiveId] = useState<string | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates, keyboardCodes }),
  );
  const sectionIds = new Set(form.sections.map((s) => s.id));

  // Fields win over the section around them; without a pointer (keyboard) the closest corners decide.
  const collisionDetection: CollisionDetection = (args) => {
    const within = pointerWithin(args);
    const fields = within.filter((c) => !sectionIds.has(String(c.id)));
    return fields.length ? fields : within.length ? within : closestCorners(args);
  };

  const target = (overId: string) => {
    const section = sectionOf(form, overId);
    if (!section) return null;
    const index =
      section.id === overId
        ? section.fields.length
        : section.fields.findIndex((f) => f.id === overId);
    return { section, index };
  };

  const onDragStart = ({ active }: DragStartEvent) => setActiveId(String(active.id));

  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over || paletteType(String(active.id))) return;
    const from = sectionOf(form, String(active.id));
    const to = target(String(over.id));
    if (from && to && from.id !== to.section.id)
      onChange(moveField(form, String(active.id), to.section.id, to.index));
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveId(null);
    if (!over) return;
    const to = target(String(over.id));
    if (!to) return;
    const type = paletteType(String(active.id));
    if (type) {
      const { form: next, field } = insertField(
        form,
        to.section.id,
        type,
        to.section.id === String(over.id) ? undefined : to.index,
      );
      onChange(next);
      onSelect(field.id);
    } else if (active.id !== over.id)
      onChange(moveField(form, String(active.id), to.section.id, to.index));
  };

  const nameOf = (id: UniqueIdentifier): string => {
    const type = paletteType(String(id));
    if (type) return `${fieldCatalogue[type].label} field type`;
    const field = findField(form, String(id));
    if (field) return field.label || field.name;
    return form.sections.find((s) => s.id === id)?.title || 'the section';
  };
  const place = (id: UniqueIdentifier) => {
    const t = target(String(id));
    return t
      ? `position ${Math.max(t.index, 0) + 1} of ${t.section.title || 'the section'}`
      : 'no section';
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} is over ${place(over.id)}.`
        : `${nameOf(active.id)} is not over a section.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} was dropped at ${place(over.id)}.`
        : `${nameOf(active.id)} was dropped.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };
  const activeType: FieldType | null = activeId ? paletteType(activeId) : null;
  return {
    sensors,
    collisionDetection,
    onDragStart,
    onDragOver,
    onDragEnd,
    onDragCancel: () => setActiveId(null),
    accessibility: {
      announcements,
      screenReaderInstructions: {
        draggable:
          'To move a field, press Space, use the arrow keys to move it, then press Space to drop it or Escape to cancel.',
      },
    },
    activeType,
  };
}
