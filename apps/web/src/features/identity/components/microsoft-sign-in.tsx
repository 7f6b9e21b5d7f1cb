import { Button, Divider } from '@mantine/core';
import { IconBrandWindows } from '@tabler/icons-react';
import { useGetMicrosoftAvailabilityQuery } from '../api/microsoft-api.ts';

/**
 * "Sign in with Microsoft" (§1 Microsoft organisation): a plain navigation to the API, which sends the
 * browser to Microsoft and back. Shown only where a Microsoft app is configured.
 */
export function MicrosoftSignIn() {
  const { data } = useGetMicrosoftAvailabilityQuery();
  if (!data?.enabled) return null;
  return (
    <>
      <Divider label="or" labelPosition="center" my="md" />
      <Button
        component="a"
        href="/microsoft/login"
        variant="default"
        fullWidth
        leftSection={<IconBrandWindows size={18} aria-hidden />}
      >
        Sign in with Microsoft
      </Button>
    </>
  );
}
