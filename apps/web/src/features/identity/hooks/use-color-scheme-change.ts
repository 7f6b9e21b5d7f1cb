import { useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import { useAuth } from '../../../app/auth-context.tsx';
import { useUpdateThemeMutation } from '../api/identity-api.ts';

/** §4 Theme: a change applies at once (and is kept in local storage), then is saved to the server. */
export function useColorSchemeChange(): {
  colorScheme: MantineColorScheme;
  change: (scheme: MantineColorScheme) => void;
} {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const { authenticated } = useAuth();
  const [updateTheme] = useUpdateThemeMutation();
  const change = (scheme: MantineColorScheme) => {
    setColorScheme(scheme);
    if (authenticated) void updateTheme({ theme: scheme });
  };
  return { colorScheme, change };
}
