import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Messages, type UserDto } from '@turbine/domain';
import { toastColours } from '../../../app/error-toast.ts';
import {
  avatarUrl,
  useDeleteAvatarMutation,
  useUploadAvatarMutation,
} from '../api/identity-api.ts';

const accepted = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** POST /user/avatar with the raw image as the body; DELETE removes it. */
export function AvatarForm({ user }: { user: UserDto }) {
  const [upload, uploadState] = useUploadAvatarMutation();
  const [remove, removeState] = useDeleteAvatarMutation();
  const choose = async (file: File | null) => {
    if (!file) return;
    if (!accepted.includes(file.type)) {
      notifications.show({
        color: toastColours.error,
        title: 'Avatar',
        message: Messages.invalidFileType,
      });
      return;
    }
    const result = await upload(file);
    if (!result.error)
      notifications.show({
        color: toastColours.success,
        title: 'Avatar',
        message: 'Your avatar has been updated.',
      });
  };
  return (
    <Group align="center" gap="lg">
      <Avatar
        src={avatarUrl(user.avatarFileVersionId)}
        name={user.name}
        color="initials"
        size={72}
        radius="xl"
        alt="Your avatar"
      />
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          PNG, JPEG, GIF or WebP image.
        </Text>
        <Group>
          <FileButton onChange={(f) => void choose(f)} accept={accepted.join(',')}>
            {(props) => (
              <Button {...props} loading={uploadState.isLoading} variant="light">
                Upload avatar
              </Button>
            )}
          </FileButton>
          {user.avatarFileVersionId && (
            <Button
              variant="subtle"
              color="red"
              loading={removeState.isLoading}
              onClick={() => void remove()}
            >
              Remove avatar
            </Button>
          )}
        </Group>
      </Stack>
    </Group>
  );
}
