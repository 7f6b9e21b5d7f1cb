import { Badge, CloseButton, type BadgeProps } from '@mantine/core';
import type { TagChipDto } from '@turbine/domain';

/** A tag as a chip in its colour; with `onRemove` it has a remove button named after the tag. */
export function TagChip({
  tag,
  onRemove,
  size = 'md',
}: {
  tag: TagChipDto;
  onRemove?: (() => void) | undefined;
  size?: BadgeProps['size'];
}) {
  return (
    <Badge
      color={tag.colour}
      variant="light"
      size={size}
      rightSection={
        onRemove ? (
          <CloseButton
            size="xs"
            variant="transparent"
            aria-label={`Remove tag ${tag.name}`}
            onClick={onRemove}
          />
        ) : undefined
      }
    >
      {tag.name}
    </Badge>
  );
}
