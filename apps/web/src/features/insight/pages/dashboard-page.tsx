import { useEffect, useState } from 'react';
import { Button, Center, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconLayoutGridAdd, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { dashboardCompanyTypes, type GalleryItem, type WidgetDto } from '@turbine/domain';
import { useCompany } from '../../../app/company-context.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import * as api from '../api/dashboards-api.ts';
import { DashboardGrid } from '../components/dashboard-grid.tsx';
import { DashboardNameModal } from '../components/dashboard-name-modal.tsx';
import { GalleryModal } from '../components/gallery-modal.tsx';
import { WidgetConfigModal, type WidgetFormValues } from '../components/widget-config-modal.tsx';
import { useSelectedDashboard } from '../lib/selected-dashboard.ts';

type Dialog =
  | { kind: 'new' | 'rename' | 'gallery' }
  | { kind: 'add'; item: GalleryItem }
  | { kind: 'edit'; widget: WidgetDto };

const pickForm = ({ title, size, config }: WidgetFormValues): WidgetFormValues => ({
  title,
  size,
  config,
});

/** §2 /company/dashboard: the company's dashboards, a grid of widgets each, and the widget gallery. */
export function DashboardPage() {
  const { representedRole } = useCompany();
  const companyId = representedRole?.companyId ?? 0;
  const allowed =
    representedRole != null &&
    dashboardCompanyTypes.includes(representedRole.company.refCompanyTypeId);
  const list = api.useListDashboardsQuery({ companyId }, { skip: !allowed });
  const { selected, select } = useSelectedDashboard(list.data, list.isFetching);
  const board = api.useGetDashboardQuery(
    { companyId, dashboardId: selected?.id ?? 0 },
    { skip: !selected },
  );
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [create, creating] = api.useCreateDashboardMutation();
  const [rename, renaming] = api.useRenameDashboardMutation();
  const [remove] = api.useDeleteDashboardMutation();
  const [saveLayout] = api.useSaveLayoutMutation();
  const [addWidget, adding] = api.useAddWidgetMutation();
  const [updateWidget, updating] = api.useUpdateWidgetMutation();
  const [removeWidget] = api.useRemoveWidgetMutation();
  const close = () => setDialog(null);
  const [pending, setPending] = useState<number | null>(null);
  useEffect(() => {
    if (pending === null || dialog !== null) return;
    setPending(null);
    select(pending);
  }, [pending, dialog, select]);

  if (!allowed)
    return (
      <ErrorPanel kind="notAuthorised" title="Dashboards are not available for this company" />
    );
  if (list.isError)
    return (
      <ErrorPanel error={list.error} itemName="dashboards" onRetry={() => void list.refetch()} />
    );
  const dashboardId = selected?.id ?? 0;

  const confirmRemoveWidget = (widget: WidgetDto) =>
    modals.openConfirmModal({
      title: 'Remove widget',
      children: <Text size="sm">Remove “{widget.title}” from this dashboard?</Text>,
      labels: { confirm: 'Remove', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => void removeWidget({ companyId, dashboardId, widgetId: widget.id }),
    });
  const confirmRemoveDashboard = () =>
    modals.openConfirmModal({
      title: 'Delete dashboard',
      children: <Text size="sm">Delete “{selected?.name}” and its widgets?</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => void remove({ companyId, dashboardId }),
    });

  const actions = (
    <Group>
      {list.data && list.data.length > 0 && (
        <Select
          aria-label="Dashboard"
          data={list.data.map((d) => ({
            value: String(d.id),
            label: d.personal ? `${d.name} (only me)` : d.name,
          }))}
          value={selected ? String(selected.id) : null}
          onChange={(v) => v && select(Number(v))}
          allowDeselect={false}
          w={240}
        />
      )}
      {selected && (
        <>
          <Button
            leftSection={<IconLayoutGridAdd size={16} />}
            onClick={() => setDialog({ kind: 'gallery' })}
          >
            Add widget
          </Button>
          <Button
            variant="default"
            leftSection={<IconPencil size={16} />}
            onClick={() => setDialog({ kind: 'rename' })}
          >
            Rename
          </Button>
          <Button
            variant="default"
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={confirmRemoveDashboard}
          >
            Delete
          </Button>
        </>
      )}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} />}
        onClick={() => setDialog({ kind: 'new' })}
      >
        New dashboard
      </Button>
    </Group>
  );

  const saveWidget = (values: WidgetFormValues) =>
    dialog?.kind === 'edit'
      ? updateWidget({ companyId, dashboardId, widgetId: dialog.widget.id, patch: values })
          .unwrap()
          .then(close)
      : dialog?.kind === 'add'
        ? addWidget({ companyId, dashboardId, widget: { ...values, kind: dialog.item.kind } })
            .unwrap()
            .then(close)
        : Promise.resolve();

  return (
    <PageContainer
      title={selected?.name ?? 'Dashboard'}
      description="Figures of the business your company may see."
      actions={actions}
      size="xl"
    >
      {list.isLoading || board.isLoading ? (
        <Center py="xl">
          <Loader aria-label="Loading dashboard" />
        </Center>
      ) : !selected ? (
        <Stack align="center" py="xl">
          <Text c="dimmed">No dashboard yet. Create one, then add widgets from the gallery.</Text>
        </Stack>
      ) : board.isError || !board.data ? (
        <ErrorPanel error={board.error} itemName="dashboard" onRetry={() => void board.refetch()} />
      ) : board.data.widgets.length === 0 ? (
        <Stack align="center" py="xl">
          <Text c="dimmed">This dashboard has no widgets yet.</Text>
          <Button onClick={() => setDialog({ kind: 'gallery' })}>Open the widget gallery</Button>
        </Stack>
      ) : (
        <DashboardGrid
          companyId={companyId}
          dashboard={board.data}
          onLayout={(widgets) => void saveLayout({ companyId, dashboardId, widgets })}
          onEdit={(widget) => setDialog({ kind: 'edit', widget })}
          onRemove={confirmRemoveWidget}
        />
      )}
      {(dialog?.kind === 'new' || dialog?.kind === 'rename') && (
        <DashboardNameModal
          heading={dialog.kind === 'new' ? 'New dashboard' : 'Rename dashboard'}
          initialName={dialog.kind === 'rename' ? (selected?.name ?? '') : ''}
          askPersonal={dialog.kind === 'new'}
          saving={creating.isLoading || renaming.isLoading}
          onClose={close}
          onSave={(v) =>
            dialog.kind === 'new'
              ? create({ companyId, ...v })
                  .unwrap()
                  .then(async (d) => {
                    await list.refetch();
                    // Selected once the modal (and its unsaved-changes guard) has gone.
                    setPending(d.id);
                    close();
                  })
              : rename({ companyId, dashboardId, name: v.name }).unwrap().then(close)
          }
        />
      )}
      {dialog?.kind === 'gallery' && (
        <GalleryModal
          companyId={companyId}
          onClose={close}
          onPick={(item) => setDialog({ kind: 'add', item })}
        />
      )}
      {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <WidgetConfigModal
          companyId={companyId}
          heading={
            dialog.kind === 'add'
              ? `Add ${dialog.item.title}`
              : `${dialog.widget.title}: filters and options`
          }
          initial={pickForm(dialog.kind === 'add' ? dialog.item : dialog.widget)}
          widgetKind={dialog.kind === 'add' ? dialog.item.kind : dialog.widget.kind}
          submitLabel={dialog.kind === 'add' ? 'Add widget' : 'Save'}
          saving={adding.isLoading || updating.isLoading}
          onClose={close}
          onSave={saveWidget}
        />
      )}
    </PageContainer>
  );
}
