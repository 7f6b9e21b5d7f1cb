import { useState } from 'react';
import { Button, FileButton, Group, Image, Input, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Messages, type CompanyDto } from '@turbine/domain';
import { errorMessage } from '../../../app/api-error.ts';
import { toastColours } from '../../../app/error-toast.ts';
import {
  companyFileUrl,
  useRemoveBrandingImageMutation,
  useUploadBrandingImageMutation,
} from '../api/companies-api.ts';

const accepted = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
const labels = { logo: 'Logo', header: 'Header background image' } as const;

/**
 * Uploads or removes the company's logo or header image (POST/DELETE /companies/{id}/appearance/{kind});
 * the bytes are checked by the API's upload guard, and its refusal shows under the field.
 */
export function BrandingImageField({
  company,
  kind,
  canEdit,
}: {
  company: CompanyDto;
  kind: 'logo' | 'header';
  canEdit: boolean;
}) {
  const [upload, uploadState] = useUploadBrandingImageMutation();
  const [remove, removeState] = useRemoveBrandingImageMutation();
  const versionId =
    kind === 'logo' ? company.appearance.logoFileVersionId : company.appearance.headerFileVersionId;
  const [error, setError] = useState<string | null>(null);
  const errorId = `branding-${kind}-error`;
  const choose = async (file: File | null) => {
    if (!file) return;
    setError(null);
    if (!accepted.includes(file.type)) {
      setError(Messages.invalidFileType);
      return;
    }
    const result = await upload({ id: company.id, kind, file });
    if (result.error) setError(errorMessage(result.error));
    else
      notifications.show({
        color: toastColours.success,
        title: labels[kind],
        message: `The ${labels[kind].toLowerCase()} has been updated.`,
      });
  };
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {labels[kind]}
      </Text>
      <Paper
        withBorder
        radius="md"
        p="xs"
        h={96}
        style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}
      >
        {versionId ? (
          <Image
            src={companyFileUrl(company.id, versionId)}
            alt={`${company.name} ${labels[kind].toLowerCase()}`}
            mah={80}
            maw="100%"
            fit="contain"
          />
        ) : (
          <Text size="sm" c="dimmed">
            No {labels[kind].toLowerCase()}
          </Text>
        )}
      </Paper>
      {canEdit && (
        <Group gap="xs">
          <FileButton onChange={(f) => void choose(f)} accept={accepted.join(',')}>
            {(props) => (
              <Button
                {...props}
                size="xs"
                variant="light"
                loading={uploadState.isLoading}
                aria-describedby={error ? errorId : undefined}
              >
                Upload {labels[kind].toLowerCase()}
              </Button>
            )}
          </FileButton>
          {versionId && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              loading={removeState.isLoading}
              onClick={() => {
                setError(null);
                void remove({ id: company.id, kind }).then((r) => {
                  if (r.error) setError(errorMessage(r.error));
                });
              }}
            >
              Remove
            </Button>
          )}
        </Group>
      )}
      {error && <Input.Error id={errorId}>{error}</Input.Error>}
    </Stack>
  );
}
