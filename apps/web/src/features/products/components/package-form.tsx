import {
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { countries, productPackageBody, type ProductPackageDto } from '@turbine/domain';
import { toastColours } from '../../../app/error-toast.ts';
import { applyServerErrors, schemaErrors } from '../../../components/server-errors.ts';
import { useUnsavedChanges } from '../../../components/unsaved-changes.tsx';
import { useSavePackageMutation } from '../api/products-api.ts';
import { productPaths } from '../product-paths.ts';
import { ActionError } from './action-error.tsx';
import { packageFormToBody, packageToForm, type PackageFormValues } from './package-form-values.ts';
import { PackageImageField } from './package-image-field.tsx';
import { BrokerAccessFields, PackageProductsFields } from './package-products-fields.tsx';
import { ReferenceFormatField } from './reference-format-field.tsx';

const countryLabels: Record<string, string> = { AU: 'Australia', NZ: 'New Zealand' };

/** §3 Product package editor: details, reference format with preview, products and broker access. */
export function PackageForm({
  companyId,
  pkg,
  disabled,
}: {
  companyId: number;
  pkg: ProductPackageDto | null;
  disabled: boolean;
}) {
  const [save, state] = useSavePackageMutation();
  const navigate = useNavigate();
  // The image is uploaded on its own (PackageImageField); a save keeps the package's current one.
  const image = pkg?.promotionalImageFileVersionId ?? null;
  const form = useForm<PackageFormValues>({
    initialValues: packageToForm(pkg),
    validate: (v) => schemaErrors(productPackageBody, packageFormToBody(v, image)),
  });
  const submit = async (): Promise<boolean> => {
    if (form.validate().hasErrors) return false;
    const values = form.getValues();
    const result = await save({
      companyId,
      id: pkg?.id ?? null,
      body: productPackageBody.parse(packageFormToBody(values, image)),
    });
    if (result.error) {
      applyServerErrors(form, result.error);
      return false;
    }
    form.setInitialValues(values);
    form.resetDirty(values);
    notifications.show({ color: toastColours.success, message: `${result.data.name} saved.` });
    if (!pkg) void navigate(productPaths.productPackage(result.data.id), { replace: true });
    return true;
  };
  const { prompt } = useUnsavedChanges({ when: !disabled && form.isDirty(), onSave: submit });

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <fieldset disabled={disabled} style={{ border: 0, padding: 0, margin: 0 }}>
        <Stack gap="lg">
          {state.error && Object.keys(form.errors).length === 0 && (
            <ActionError error={state.error} title="The package was not saved" />
          )}
          <Paper withBorder p="lg" radius="md">
            <Title order={4} mb="md">
              Package
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Name" required {...form.getInputProps('name')} />
              <Stack gap={4}>
                <Text size="sm" fw={500} id="product-type-label">
                  Product type
                </Text>
                <SegmentedControl
                  aria-labelledby="product-type-label"
                  data={[
                    { value: 'retail', label: 'Retail' },
                    { value: 'wholesale', label: 'Wholesale' },
                  ]}
                  {...form.getInputProps('productType')}
                />
              </Stack>
              <ReferenceFormatField
                companyId={companyId}
                value={form.getValues().riskReferenceFormat}
                onChange={(v) => form.setFieldValue('riskReferenceFormat', v)}
                error={form.errors.riskReferenceFormat}
                disabled={disabled}
              />
              <Select
                label="Target country"
                allowDeselect={false}
                data={countries.map((c) => ({ value: c, label: countryLabels[c] ?? c }))}
                {...form.getInputProps('targetCountry')}
              />
            </SimpleGrid>
            <Textarea
              label="Description"
              autosize
              minRows={2}
              mt="md"
              {...form.getInputProps('description')}
            />
          </Paper>
          <Paper withBorder p="lg" radius="md">
            <Title order={4} mb="xs">
              Promotional image
            </Title>
            <PackageImageField companyId={companyId} pkg={pkg} canEdit={!disabled} />
          </Paper>
          <Paper withBorder p="lg" radius="md">
            <Title order={4} mb="md">
              Products
            </Title>
            <PackageProductsFields form={form} companyId={companyId} />
          </Paper>
          <Paper withBorder p="lg" radius="md">
            <BrokerAccessFields form={form} />
          </Paper>
          {!disabled && (
            <Group>
              <Button type="submit" loading={state.isLoading}>
                {pkg ? 'Save package' : 'Create package'}
              </Button>
            </Group>
          )}
        </Stack>
      </fieldset>
      {prompt}
    </form>
  );
}
