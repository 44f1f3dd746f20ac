import { splitServerErrors } from '@advocate/api-client';
import { Button, FormError, Modal, TextField, useForm, useModalManager } from '@advocate/ui-kit';
import { groupLabelForm } from '@advocate/validation';

const texts = { title: 'Add New Group', name: 'Group Name', create: 'Create' } as const;

export interface NewGroupModalProps {
  /** The modal's name in the modal manager (each page opens its own). */
  name: string;
  /** Creates the group; a failure is shown on the field or under the form. */
  add: (name: string) => Promise<unknown>;
}

/** Add New Group (spec 01 §2, §5): name required, at most 32 characters (libs/validation groupLabelForm). */
export function NewGroupModal({ name, add }: NewGroupModalProps) {
  return (
    <Modal name={name} title={texts.title}>
      <NewGroupForm modal={name} add={add} />
    </Modal>
  );
}

function NewGroupForm({ modal, add }: { modal: string; add: NewGroupModalProps['add'] }) {
  const { closeModal } = useModalManager();
  const form = useForm({ name: '' }, groupLabelForm, { serverErrors: (error) => splitServerErrors(error, ['name']) });
  const submit = form.handleSubmit(async ({ name }) => {
    await add(name.trim());
    closeModal(modal);
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <TextField label={texts.name} field={form.field('name')} autoFocus />
      <div className="flex justify-end">
        <Button type="submit" disabled={form.submitting}>
          {texts.create}
        </Button>
      </div>
      <FormError message={form.formError} />
    </form>
  );
}
