import { Button, Menu, Stack, Text } from '@mantine/core';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { IconPlus } from '@tabler/icons-react';
import { fieldTypes, type DesignerField, type FieldType } from '../model/form-model.ts';
import type { FieldProblems } from '../model/validate-design.ts';
import { fieldCatalogue } from './field-catalogue.ts';
import { FieldCard } from './field-card.tsx';

interface GroupChildrenProps {
  group: DesignerField;
  selectedId: string | null;
  readOnly: boolean;
  problems: Record<string, FieldProblems>;
  onSelect: (id: string) => void;
  onDelete: (id: string) => void;
  onAdd: (type: FieldType) => void;
  onMove: (childId: string, overId: string) => void;
}

const childTypes = fieldTypes.filter((t) => t !== 'repeatingGroup');

/** A repeating group's own fields on the canvas, reordered in their own sortable list. */
export function GroupChildren({
  group,
  selectedId,
  readOnly,
  problems,
  onSelect,
  onDelete,
  onAdd,
  onMove,
}: GroupChildrenProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(String(active.id), String(over.id));
  };
  return (
    <Stack
      gap={6}
      mt="xs"
      ml="lg"
      pl="sm"
      style={{ borderLeft: '2px solid var(--mantine-color-default-border)' }}
    >
      <Text size="xs" c="dimmed">
        Fields of each {group.label || 'item'}
      </Text>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext
          items={group.children.map((c) => c.id)}
          strategy={verticalListSortingStrategy}
        >
          {group.children.map((child) => (
            <FieldCard
              key={child.id}
              field={child}
              selected={selectedId === child.id}
              readOnly={readOnly}
              problemCount={Object.keys(problems[child.id] ?? {}).length}
              serverMessages={[]}
              onSelect={() => onSelect(child.id)}
              onDelete={() => onDelete(child.id)}
            />
          ))}
        </SortableContext>
      </DndContext>
      {!readOnly && (
        <Menu position="bottom-start" withinPortal>
          <Menu.Target>
            <Button
              size="compact-xs"
              variant="subtle"
              leftSection={<IconPlus size={14} />}
              style={{ alignSelf: 'flex-start' }}
            >
              Add field to {group.label || 'group'}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {childTypes.map((t) => {
              const Icon = fieldCatalogue[t].icon;
              return (
                <Menu.Item key={t} leftSection={<Icon size={14} />} onClick={() => onAdd(t)}>
                  {fieldCatalogue[t].label}
                </Menu.Item>
              );
            })}
          </Menu.Dropdown>
        </Menu>
      )}
    </Stack>
  );
}
