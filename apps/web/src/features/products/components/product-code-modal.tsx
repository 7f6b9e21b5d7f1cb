import { Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { productCodeBody, type ProductCodeDto } from '@turbine/domain';
import { errorBody } from '../../../app/api-error.ts';
import { applyServerErrors, schemaErrors } from '../../../components/server-errors.ts';
import { ModalFooter } from '../../../components/modal-footer.tsx';
import { useSaveProductCodeMutation } from '../api/products-api.ts';

interface Values {
  code: string;
  description: string;
}

/** Create or edit a §3 Product code; a duplicate code answers 'This item already exists.' under the code. */
export function ProductCodeModal({
  companyId,
  code,
  onClose,
}: {
  companyId: number;
  code: ProductCodeDto | null;
  onClose: () => void;
}) {
  const [save, state] = useSaveProductCodeMutation();
  const form = useForm<Values>({
    initialValues: { code: code?.code ?? '', description: code?.description ?? '' },
    validate: (v) => schemaErrors(productCodeBody, v),
  });
  const submit = async (values: Values) => {
    const result = await save({
      companyId,
      id: code?.id ?? null,
      body: productCodeBody.parse(values),
    });
    if (result.error) {
      // A 409 duplicate carries errors.code too (docs/api.md); fall back to its message.
      if (!applyServerErrors(form, result.error)) {
        const body = errorBody(result.error);
        form.setErrors({
          code: body?.errors?.code?.[0] ?? body?.message ?? 'The code was not saved.',
        });
      }
      return;
    }
    onClose();
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={code ? `Edit product code ${code.code}` : 'Create product code'}
    >
      <form noValidate onSubmit={form.onSubmit((v) => void submit(v))}>
        <Stack>
          <TextInput label="Code" required data-autofocus {...form.getInputProps('code')} />
          <TextInput label="Description" {...form.getInputProps('description')} />
          <ModalFooter
            submitLabel={code ? 'Save code' : 'Create code'}
            loading={state.isLoading}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
