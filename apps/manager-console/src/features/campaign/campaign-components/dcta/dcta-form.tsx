import { splitServerErrors } from '@advocate/api-client';
import type { Component, Dcta } from '@advocate/api-client';
import { Button, FormError, LoadingBar, TextField, useForm, useToast } from '@advocate/ui-kit';
import { maxLength } from '@advocate/validation';
import { useComponentDctas } from '../api/get-component-dctas.ts';
import { useSaveDctaWidgets } from '../api/save-dcta-widgets.ts';
import { WIDGET_TEXT_MAX_LENGTH, dctaTexts } from './dcta-texts.ts';

export interface DctaFormProps {
  component: Component;
  canEdit: boolean;
}

const fieldOf = (widget: { id: number }) => `widget-${widget.id}`;

/** The widget texts' one server message under the form: its form-level text, else the text field's. */
function dctaServerErrors(error: unknown) {
  const split = splitServerErrors(error, ['text']);
  return { fieldErrors: {}, formError: split.formError ?? split.fieldErrors.text ?? null };
}

function WidgetsForm({ dcta, canEdit, component }: { dcta: Dcta; canEdit: boolean; component: Component }) {
  const { name } = component;
  const save = useSaveDctaWidgets(component.id).trigger;
  const { showToast } = useToast();
  const textWidgets = dcta.widgets.filter((w) => w.type === 'text');
  const form = useForm<Record<string, string>>(
    Object.fromEntries(textWidgets.map((w) => [fieldOf(w), w.text])),
    Object.fromEntries(textWidgets.map((w) => [fieldOf(w), [maxLength(WIDGET_TEXT_MAX_LENGTH)]])),
    { serverErrors: dctaServerErrors },
  );

  const submit = form.handleSubmit(async (values) => {
    const changed = textWidgets.filter((w) => (values[fieldOf(w)] ?? '') !== w.text);
    // Spec 01 §7: every changed widget in parallel, then the graphic is rendered again and read again.
    await save(
      dcta,
      changed.map((widget) => ({ widget, text: values[fieldOf(widget)] ?? '' })),
    );
    showToast(dctaTexts.updated);
  });

  if (textWidgets.length === 0) return <p className="text-sm text-gray-600">{dctaTexts.noWidgets}</p>;
  if (!canEdit) {
    return (
      <dl className="mt-3 space-y-2 text-sm">
        {textWidgets.map((widget) => (
          <div key={widget.id}>
            <dt className="font-medium text-secondary">{widget.name}</dt>
            <dd className="text-gray-700">{widget.text || '—'}</dd>
          </div>
        ))}
      </dl>
    );
  }
  return (
    <form noValidate aria-label={dctaTexts.formLabel(name)} onSubmit={(event) => void submit(event)} className="mt-3">
      {textWidgets.map((widget) => (
        <TextField key={widget.id} label={widget.name} field={form.field(fieldOf(widget))} />
      ))}
      <div className="flex justify-end">
        <Button type="submit" disabled={form.submitting}>
          {dctaTexts.update}
        </Button>
      </div>
      <FormError message={form.formError ?? undefined} />
    </form>
  );
}

/**
 * A dynamic call to action's form on its card: one text input per text widget and Update (spec 01
 * §2, §7): the changed widgets are saved in parallel, then the graphic is rendered again.
 * Read-only managers see the texts without the Update button.
 */
export function DctaForm({ component, canEdit }: DctaFormProps) {
  const { data, error } = useComponentDctas(component.id);
  if (error) return <FormError message={error.message} />;
  if (!data) return <LoadingBar label={dctaTexts.loading} />;
  const dcta = data[0];
  if (!dcta) return null;
  return (
    <>
      {dcta.rendered_image ? (
        <figure className="mt-3">
          <figcaption className="mb-1 text-xs font-medium text-gray-600">{dctaTexts.rendered}</figcaption>
          <img
            src={dcta.rendered_image}
            alt={dctaTexts.renderedAlt(component.name)}
            className="max-h-40 max-w-full rounded border border-gray-200"
          />
        </figure>
      ) : null}
      <WidgetsForm key={dcta.id} dcta={dcta} canEdit={canEdit} component={component} />
    </>
  );
}
