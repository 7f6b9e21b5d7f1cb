import { Badge, Button, Card, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { chartTypeLabels, type GalleryItem } from '@turbine/domain';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { useWidgetGalleryQuery } from '../api/dashboards-api.ts';

interface GalleryModalProps {
  companyId: number;
  onPick: (item: GalleryItem) => void;
  onClose: () => void;
}

/** §2 Widget Gallery: the ready widgets of the company's type; picking one opens its options. */
export function GalleryModal({ companyId, onPick, onClose }: GalleryModalProps) {
  const gallery = useWidgetGalleryQuery({ companyId });
  return (
    <Modal opened onClose={onClose} title="Widget gallery" size="xl">
      {gallery.isError ? (
        <ErrorPanel error={gallery.error} itemName="the widget gallery" />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {(gallery.data ?? []).map((item) => (
            <Card key={item.kind} withBorder padding="md">
              <Stack gap={6} h="100%" justify="space-between">
                <div>
                  <Group justify="space-between" wrap="nowrap">
                    <Text fw={600}>{item.title}</Text>
                    <Badge variant="light">{chartTypeLabels[item.config.chartType]}</Badge>
                  </Group>
                  <Text size="sm" c="dimmed">
                    {item.description}
                  </Text>
                </div>
                <Button
                  variant="light"
                  onClick={() => onPick(item)}
                  aria-label={`Add ${item.title}`}
                >
                  Add
                </Button>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Modal>
  );
}
