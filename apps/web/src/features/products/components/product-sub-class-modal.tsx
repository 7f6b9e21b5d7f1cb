import { Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { productSubClassBody, type ProductSubClassDto } from '@turbine/domain';
import { errorBody } from '../../../app/api-error.ts';
import { ModalFooter } from '../../../components/modal-footer.tsx';
import { applyServerErrors, schemaErrors } from '../../../components/server-errors.ts';
import { useSaveProductSubClassMutation } from '../api/product-sub-classes-api.ts';
import { productClassOptions } from './product-labels.ts';

interface Values {
  name: string;
  productClass: string | null;
}

const toBody = (v: Values) => ({
  name: v.name,
  productClass: v.productClass === null ? undefined : Number(v.productClass),
});

/** Create or edit one of the agency's sub-classes and the §3 class it maps to (decision 211). */
export function ProductSubClassModal({
  companyId,
  subClass,
  productClass,
  onClose,
}: {
  companyId: number;
  subClass: ProductSubClassDto | null;
  /** The class a new sub-class starts under. */
  productClass: number | null;
  onClose: () => void;
}) {
  const [save, state] = useSaveProductSubClassMutation();
  const form = useForm<Values>({
    initialValues: {
      name: subClass?.name ?? '',
      productClass: String(subClass?.productClass ?? productClass ?? '') || null,
    },
    validate: (v) => schemaErrors(productSubClassBody, toBody(v)),
  });
  const submit = async (values: Values) => {
    const result = await save({
      companyId,
      id: subClass?.id ?? null,
      body: productSubClassBody.parse(toBody(values)),
    });
    if (result.error) {
      // 422 lands under its field; a 409 (moving one in use to another class) under the class.
      if (!applyServerErrors(form, result.error))
        form.setErrors({
          productClass: errorBody(result.error)?.message ?? 'The sub-class was not saved.',
        });
      return;
    }
    onClose();
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={subClass ? `Edit sub-class ${subClass.name}` : 'Add product sub-class'}
    >
      <form noValidate onSubmit={form.onSubmit((v) => void submit(v))}>
        <Stack>
          <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
          <Select
            label="Product class"
            required
            allowDeselect={false}
            data={productClassOptions}
            {...form.getInputProps('productClass')}
          />
          <ModalFooter
            submitLabel={subClass ? 'Save sub-class' : 'Add sub-class'}
            loading={state.isLoading}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
