import { Button, FileButton, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Messages, type ProductPackageDto } from '@turbine/domain';
import { toastColours } from '../../../app/error-toast.ts';
import {
  packageImageUrl,
  useRemovePackageImageMutation,
  useUploadPackageImageMutation,
} from '../api/products-api.ts';

const accepted = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
const title = 'Promotional image';

/**
 * §3 Product package promotional image: preview, upload and remove
 * (POST/DELETE …/product-packages/{id}/promotional-image). A new package is saved first.
 */
export function PackageImageField({
  companyId,
  pkg,
  canEdit,
}: {
  companyId: number;
  pkg: ProductPackageDto | null;
  canEdit: boolean;
}) {
  const [upload, uploadState] = useUploadPackageImageMutation();
  const [remove, removeState] = useRemovePackageImageMutation();
  const versionId = pkg?.promotionalImageFileVersionId ?? null;

  const choose = async (file: File | null) => {
    if (!file || !pkg) return;
    // The server checks the bytes; this only saves a round trip for an obviously wrong file.
    if (!accepted.includes(file.type)) {
      notifications.show({ color: toastColours.error, title, message: Messages.invalidFileType });
      return;
    }
    const result = await upload({ companyId, packageId: pkg.id, file });
    if (!result.error) {
      notifications.show({
        color: toastColours.success,
        title,
        message: 'The promotional image has been updated.',
      });
    }
  };
  const drop = async () => {
    if (!pkg) return;
    const result = await remove({ companyId, packageId: pkg.id });
    if (!result.error) {
      notifications.show({
        color: toastColours.success,
        title,
        message: 'The promotional image has been removed.',
      });
    }
  };

  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        Shown to brokers beside the package. PNG, JPEG, GIF or WebP.
      </Text>
      <Paper
        withBorder
        radius="md"
        p="xs"
        h={180}
        maw={360}
        style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}
      >
        {pkg && versionId ? (
          <Image
            src={packageImageUrl(companyId, versionId)}
            alt={`${pkg.name} promotional image`}
            mah={160}
            maw="100%"
            fit="contain"
          />
        ) : (
          <Text size="sm" c="dimmed" ta="center">
            {pkg ? 'No promotional image' : 'Create the package first to add a promotional image.'}
          </Text>
        )}
      </Paper>
      {canEdit && pkg && (
        <Group gap="xs">
          <FileButton onChange={(f) => void choose(f)} accept={accepted.join(',')}>
            {(props) => (
              <Button {...props} size="xs" variant="light" loading={uploadState.isLoading}>
                {versionId ? 'Replace image' : 'Upload image'}
              </Button>
            )}
          </FileButton>
          {versionId && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              loading={removeState.isLoading}
              onClick={() => void drop()}
            >
              Remove image
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}
