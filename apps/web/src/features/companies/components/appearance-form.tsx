import {
  Button,
  ColorInput,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { appearanceSchema, type CompanyDto, type NavLinkItem } from '@turbine/domain';
import { toastColours } from '../../../app/error-toast.ts';
import { HeaderPreview } from '../../../app/header/header-preview.tsx';
import { applyServerErrors, schemaErrors } from '../../../components/server-errors.ts';
import { useUnsavedChanges } from '../../../components/unsaved-changes.tsx';
import { useUpdateCompanyMutation } from '../api/companies-api.ts';
import { BrandingImageField } from './branding-image-field.tsx';

interface AppearanceValues {
  showLogoOnHeader: boolean;
  headerTextColour: string;
}

const valuesOf = (c: CompanyDto): AppearanceValues => ({
  showLogoOnHeader: c.appearance.showLogoOnHeader,
  headerTextColour: c.appearance.headerTextColour ?? '',
});

/** The form's part of §3 appearance; the images are set by their own uploads, never by this body. */
const appearanceOf = (v: AppearanceValues) => ({
  showLogoOnHeader: v.showLogoOnHeader,
  headerTextColour: v.headerTextColour.trim() || null,
});

/**
 * PUT /companies/{id} with the company's current name and handle, so only the appearance changes
 * (decision 230). The API answers 422 under `appearance.headerTextColour`, the form's own path.
 */
export function appearanceBody(company: CompanyDto, v: AppearanceValues) {
  return { name: company.name, handle: company.handle, appearance: appearanceOf(v) };
}

/** §2 Appearance Settings: the header's logo, image and text colour, with the header as it will look. */
export function AppearanceForm({ company, links }: { company: CompanyDto; links: NavLinkItem[] }) {
  const [update, { isLoading }] = useUpdateCompanyMutation();
  const form = useForm<AppearanceValues>({
    initialValues: valuesOf(company),
    validate: (values) => {
      const errors = schemaErrors(appearanceSchema, appearanceOf(values));
      return errors.headerTextColour ? { headerTextColour: errors.headerTextColour } : {};
    },
  });

  const save = async (): Promise<boolean> => {
    if (form.validate().hasErrors) return false;
    const values = form.getValues();
    const result = await update({ id: company.id, body: appearanceBody(company, values) });
    if (result.error) {
      // The API names the field `appearance.headerTextColour`; the form's path is `headerTextColour`.
      applyServerErrors(
        {
          setErrors: (errors) =>
            form.setErrors(
              Object.fromEntries(
                Object.entries(errors).map(([k, m]) => [k.replace(/^appearance\./, ''), m]),
              ),
            ),
        },
        result.error,
      );
      return false;
    }
    form.setInitialValues(values);
    form.resetDirty(values);
    notifications.show({
      color: toastColours.success,
      title: 'Appearance saved',
      message: `The header of ${company.name} is up to date.`,
    });
    return true;
  };
  const { prompt } = useUnsavedChanges({ when: form.isDirty(), onSave: save });

  const values = form.getValues();
  const draft = {
    id: company.id,
    name: company.name,
    appearance: { ...company.appearance, ...appearanceOf(values) },
  };
  // A colour still being typed is not applied to the preview until it is a whole hex colour.
  if (!/^#[0-9a-fA-F]{6}$/.test(values.headerTextColour)) draft.appearance.headerTextColour = null;

  return (
    <Stack gap="lg">
      <Paper withBorder p="lg" radius="md">
        <Title order={2} size="h3" mb={4}>
          Preview
        </Title>
        <Text c="dimmed" size="sm" mb="md">
          The header as it looks on {company.handle ? "the company's own address" : 'every page'}.
        </Text>
        <HeaderPreview company={draft} links={links} />
      </Paper>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
        noValidate
      >
        <Paper withBorder p="lg" radius="md">
          <Title order={2} size="h3" mb="md">
            Header
          </Title>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <BrandingImageField company={company} kind="logo" canEdit />
              <BrandingImageField company={company} kind="header" canEdit />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <ColorInput
                label="Header text colour"
                description="The title and links over the header image."
                format="hex"
                eyeDropperButtonProps={{
                  'aria-label': 'Pick the header text colour from the screen',
                }}
                placeholder="#ffffff"
                {...form.getInputProps('headerTextColour')}
              />
              <Switch
                mt="xl"
                label="Show logo on header"
                {...form.getInputProps('showLogoOnHeader', { type: 'checkbox' })}
              />
            </SimpleGrid>
            <Group>
              <Button type="submit" loading={isLoading} disabled={!form.isDirty()}>
                Save appearance
              </Button>
            </Group>
          </Stack>
        </Paper>
      </form>
      {prompt}
    </Stack>
  );
}
