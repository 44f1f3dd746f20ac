import { componentDctasPath, renderDcta, splitServerErrors, updateWidget, useApiClient, useResource } from '@advocate/api-client';
import type { Component, Dcta } from '@advocate/api-client';
import { Button, FormError, LoadingBar, TextField, useToast } from '@advocate/ui-kit';
import { messages } from '@advocate/validation';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { WIDGET_TEXT_MAX_LENGTH, dctaTexts } from './dcta-texts.ts';

export interface DctaFormProps {
  component: Component;
  canEdit: boolean;
}

function WidgetsForm({ dcta, canEdit, name, onSaved }: { dcta: Dcta; canEdit: boolean; name: string; onSaved: () => Promise<unknown> }) {
  const api = useApiClient();
  const { showToast } = useToast();
  const textWidgets = dcta.widgets.filter((w) => w.type === 'text');
  const [values, setValues] = useState<Record<number, string>>(() => Object.fromEntries(textWidgets.map((w) => [w.id, w.text])));
  const [errors, setErrors] = useState<Record<number, string | undefined>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const local: Record<number, string> = {};
    for (const w of textWidgets) if ((values[w.id] ?? '').length > WIDGET_TEXT_MAX_LENGTH) local[w.id] = messages.maxLength(WIDGET_TEXT_MAX_LENGTH);
    setErrors(local);
    if (Object.keys(local).length) return;
    setSending(true);
    try {
      const changed = textWidgets.filter((w) => (values[w.id] ?? '') !== w.text);
      // Spec 01 §7: every changed widget in parallel, then the graphic is rendered again.
      await Promise.all(changed.map((w) => updateWidget(api, w, values[w.id] ?? '')));
      await renderDcta(api, dcta.id);
      await onSaved();
      showToast(dctaTexts.updated);
    } catch (error) {
      setFormError(splitServerErrors(error, ['text']).formError ?? splitServerErrors(error, ['text']).fieldErrors.text ?? null);
    } finally {
      setSending(false);
    }
  };

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
        <TextField
            key={widget.id}
            label={widget.name}
            field={{
              name: `widget-${widget.id}`,
              value: values[widget.id] ?? '',
              onChange: (value) => {
                setValues((now) => ({ ...now, [widget.id]: value }));
                setErrors((now) => ({ ...now, [widget.id]: undefined }));
              },
              onBlur: () => undefined,
              error: errors[widget.id],
            }}
          />
      ))}
      <div className="flex justify-end">
        <Button type="submit" disabled={sending}>
          {dctaTexts.update}
        </Button>
      </div>
      <FormError message={formError ?? undefined} />
    </form>
  );
}

/**
 * A dynamic call to action's form on its card: one text input per text widget and Update (spec 01
 * §2, §7): the changed widgets are saved in parallel, then the graphic is rendered again.
 * Read-only managers see the texts without the Update button.
 */
export function DctaForm({ component, canEdit }: DctaFormProps) {
  const { data, error, mutate } = useResource<Dcta[]>(componentDctasPath(component.id));
  if (error) return <FormError message={error.message} />;
  if (!data) return <LoadingBar label={dctaTexts.loading} />;
  const dcta = data[0];
  if (!dcta) return null;
  return (
    <>
      {dcta.rendered_image ? (
        <figure className="mt-3">
          <figcaption className="mb-1 text-xs font-medium text-gray-600">{dctaTexts.rendered}</figcaption>
          <img src={dcta.rendered_image} alt={dctaTexts.renderedAlt(component.name)} className="max-h-40 max-w-full rounded border border-gray-200" />
        </figure>
      ) : null}
      <WidgetsForm key={dcta.id} dcta={dcta} canEdit={canEdit} name={component.name} onSaved={() => mutate()} />
    </>
  );
}
