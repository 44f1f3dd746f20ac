import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { messages, required } from '@advocate/validation';
import type { Rule } from '@advocate/validation';
import { describe, expect, it } from 'vitest';
import { FormError } from './form-error.tsx';
import { TextField } from './text-field.tsx';
import { useForm } from './use-form.ts';
import type { FormServerErrors } from './use-form.ts';

const shortName: Rule = (value) => (typeof value === 'string' && value.length > 3 ? 'Too long.' : undefined);

/** A server that refuses with field and form errors as the test says. */
function Form({
  answer,
  clearFormErrorOn,
  afterSave,
}: {
  answer: () => Promise<void>;
  clearFormErrorOn?: 'submit' | 'valid';
  afterSave?: 'keep' | 'reset';
}) {
  const form = useForm(
    { name: '', email: '' },
    { name: [required, shortName], email: [required] },
    {
      serverErrors: (error) => error as FormServerErrors,
      clearFormErrorOn,
      afterSave,
    },
  );
  return (
    <form onSubmit={(event) => void form.handleSubmit(answer)(event)} noValidate>
      <TextField label="Name" field={form.field('name')} />
      <TextField label="Email" field={form.field('email')} />
      <button type="submit">Save</button>
      <FormError message={form.formError} />
    </form>
  );
}

const input = (label: string) => screen.getByLabelText(label);
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });

describe('useForm', () => {
  it('shows a field error only once the field is touched and a submit has failed', () => {
    render(<Form answer={async () => undefined} />);
    fireEvent.blur(input('Name'));
    expect(screen.queryByText(messages.required)).toBeNull();
    save();
    expect(screen.getAllByText(messages.required)).toHaveLength(2);
    type('Name', 'Ann');
    expect(screen.getAllByText(messages.required)).toHaveLength(1);
  });

  it('shows the first error of a field only', () => {
    render(<Form answer={async () => undefined} />);
    type('Name', 'Annabel');
    save();
    expect(screen.getByText('Too long.')).toBeTruthy();
    type('Name', '');
    expect(screen.queryByText('Too long.')).toBeNull();
    expect(screen.getAllByText(messages.required)).toHaveLength(2);
  });

  it("puts the server's field errors on their fields until edited, and the form error under the form", async () => {
    const refusal: FormServerErrors = { fieldErrors: { email: 'Taken.' }, formError: 'Try again.' };
    render(<Form answer={() => Promise.reject(refusal)} />);
    type('Name', 'Ann');
    type('Email', 'a@b.c');
    save();
    await waitFor(() => expect(screen.getByText('Taken.')).toBeTruthy());
    expect(input('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Try again.')).toBeTruthy();
    type('Email', 'a@b.cd');
    expect(screen.queryByText('Taken.')).toBeNull();
  });

  it('clears the form error on the next submit', async () => {
    render(<Form answer={() => Promise.reject({ fieldErrors: {}, formError: 'Try again.' })} />);
    type('Name', 'Ann');
    type('Email', 'a@b.c');
    save();
    await waitFor(() => expect(screen.getByText('Try again.')).toBeTruthy());
    type('Email', '');
    save();
    expect(screen.queryByText('Try again.')).toBeNull();
  });

  it("with clearFormErrorOn 'valid', keeps the form error while the values are refused", async () => {
    render(<Form answer={() => Promise.reject({ fieldErrors: {}, formError: 'Try again.' })} clearFormErrorOn="valid" />);
    type('Name', 'Ann');
    type('Email', 'a@b.c');
    save();
    await waitFor(() => expect(screen.getByText('Try again.')).toBeTruthy());
    type('Email', '');
    save();
    expect(screen.getByText('Try again.')).toBeTruthy();
  });

  it("keeps the saved values after a save, or with afterSave 'reset' starts again from the first values", async () => {
    const { unmount } = render(<Form answer={async () => undefined} />);
    type('Name', 'Ann');
    type('Email', 'a@b.c');
    save();
    await waitFor(() => expect((input('Name') as HTMLInputElement).value).toBe('Ann'));
    unmount();
    render(<Form answer={async () => undefined} afterSave="reset" />);
    type('Name', 'Ann');
    type('Email', 'a@b.c');
    save();
    await waitFor(() => expect((input('Name') as HTMLInputElement).value).toBe(''));
    expect((input('Email') as HTMLInputElement).value).toBe('');
    expect(screen.queryByText(messages.required)).toBeNull();
  });
});
