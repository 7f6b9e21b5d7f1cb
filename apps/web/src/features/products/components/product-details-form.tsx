import {
  Button,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { productBody, ProductRole, type ProductBody, type ProductDto } from '@turbine/domain';
import { applyServerErrors, schemaErrors } from '../../../components/server-errors.ts';
import { useUnsavedChanges } from '../../../components/unsaved-changes.tsx';
import { useListProductSubClassesQuery } from '../api/product-sub-classes-api.ts';
import { useListProductCodesQuery } from '../api/products-api.ts';
import { offeringTypeOptions, productClassOptions } from './product-labels.ts';

export interface ProductFormValues {
  name: string;
  description: string;
  productClass: string | null;
  offeringType: string;
  parentProductClass: string | null;
  productCodeIds: string[];
  productSubClassId: string | null;
}

export function productToForm(p: ProductDto | null): ProductFormValues {
  return {
    name: p?.name ?? '',
    description: p?.description ?? '',
    productClass: p?.productClass == null ? null : String(p.productClass),
    offeringType: String(p?.offeringType ?? ProductRole.Main),
    parentProductClass: p?.parentProductClass == null ? null : String(p.parentProductClass),
    productCodeIds: (p?.productCodeIds ?? []).map(String),
    productSubClassId: p?.productSubClassId == null ? null : String(p.productSubClassId),
  };
}

function toBody(v: ProductFormValues): Record<string, unknown> {
  const addOn = Number(v.offeringType) === ProductRole.AddOn;
  return {
    name: v.name,
    description: v.description,
    productClass: v.productClass === null ? null : Number(v.productClass),
    offeringType: Number(v.offeringType),
    parentProductClass:
      addOn && v.parentProductClass !== null ? Number(v.parentProductClass) : null,
    productCodeIds: v.productCodeIds.map(Number),
    productSubClassId: v.productSubClassId === null ? null : Number(v.productSubClassId),
  };
}

interface ProductDetailsFormProps {
  companyId: number;
  product: ProductDto | null;
  disabled: boolean;
  submitLabel: string;
  loading?: boolean;
  /** Prompt before leaving with unsaved changes (off inside the create modal, which navigates on save). */
  guard?: boolean;
  /** Sends the body; resolves with the API error, if any, so it lands under the fields. */
  onSubmit: (body: ProductBody) => Promise<{ error?: unknown }>;
  onCancel?: () => void;
}

/** §3 Product details: name, description, class, offering type, parent class for add-ons, codes. */
export function ProductDetailsForm({
  companyId,
  product,
  disabled,
  submitLabel,
  loading,
  guard = true,
  onSubmit,
  onCancel,
}: ProductDetailsFormProps) {
  const codes = useListProductCodesQuery({ companyId, perPage: 100 });
  const subClasses = useListProductSubClassesQuery({ companyId });
  const form = useForm<ProductFormValues>({
    initialValues: productToForm(product),
    validate: (values) => schemaErrors(productBody, toBody(values)),
    // A sub-class belongs to one class (decision 211): another class drops it.
    onValuesChange: (values, previous) => {
      if (values.productClass !== previous.productClass && values.productSubClassId !== null)
        form.setFieldValue('productSubClassId', null);
    },
  });
  const save = async (): Promise<boolean> => {
    if (form.validate().hasErrors) return false;
    const values = form.getValues();
    const result = await onSubmit(productBody.parse(toBody(values)));
    if (result.error) {
      applyServerErrors(form, result.error);
      return false;
    }
    form.setInitialValues(values);
    form.resetDirty(values);
    return true;
  };
  const { prompt } = useUnsavedChanges({
    when: guard && !disabled && form.isDirty(),
    onSave: save,
  });
  const addOn = Number(form.getValues().offeringType) === ProductRole.AddOn;
  const codeOptions = (codes.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.code }));
  const chosenClass = form.getValues().productClass;
  const subClassOptions = (subClasses.data?.data ?? [])
    .filter((s) => String(s.productClass) === chosenClass)
    .map((s) => ({ value: String(s.id), label: s.name }));

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Name" required disabled={disabled} {...form.getInputProps('name')} />
          <Select
            label="Product class"
            placeholder="None"
            clearable
            disabled={disabled}
            data={productClassOptions}
            {...form.getInputProps('productClass')}
          />
          {chosenClass !== null &&
            (subClassOptions.length > 0 || form.getValues().productSubClassId) && (
              <Select
                label="Product sub-class"
                placeholder="None"
                clearable
                disabled={disabled}
                data={subClassOptions}
                {...form.getInputProps('productSubClassId')}
              />
            )}
          <Select
            label="Offering type"
            required
            allowDeselect={false}
            disabled={disabled}
            data={offeringTypeOptions}
            {...form.getInputProps('offeringType')}
          />
          {addOn && (
            <Select
              label="Parent main product class"
              placeholder="None"
              clearable
              disabled={disabled}
              data={productClassOptions}
              {...form.getInputProps('parentProductClass')}
            />
          )}
          <MultiSelect
            label="Product codes"
            placeholder={codeOptions.length === 0 ? 'No product codes yet' : 'Choose codes'}
            searchable
            disabled={disabled || codes.isLoading}
            data={codeOptions}
            {...form.getInputProps('productCodeIds')}
          />
        </SimpleGrid>
        <Textarea
          label="Description"
          autosize
          minRows={2}
          disabled={disabled}
          {...form.getInputProps('description')}
        />
        {!disabled && (
          <Group justify="flex-end">
            {onCancel && (
              <Button variant="default" onClick={onCancel}>
                Cancel
              </Button>
            )}
            <Button type="submit" loading={loading}>
              {submitLabel}
            </Button>
          </Group>
        )}
      </Stack>
      {prompt}
    </form>
  );
}
