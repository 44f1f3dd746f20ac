import { splitServerErrors } from '@advocate/api-client';
import type { CampaignDetail, Component, ComponentType, Label } from '@advocate/api-client';
import { Button, FormError, useForm, useToast } from '@advocate/ui-kit';
import { useMemo } from 'react';
import { useComponentShops } from '../api/get-component-shops.ts';
import { CREATE_ONLY_FIELDS, fieldsOf } from '../lib/component-fields.ts';
import type { ComponentField } from '../lib/component-fields.ts';
import {
  changedBody,
  componentBody,
  configOf,
  formContextOf,
  formRulesFor,
  initialFormValues,
  storedMedia,
  storedWidget,
} from '../lib/component-form-model.ts';
import type { ComponentFormBody, ComponentFormValues } from '../lib/component-form-model.ts';
import { componentsTexts } from '../components-texts.ts';
import { ComponentFormField } from './component-form-fields.tsx';
import type { FormAccess } from './component-form-fields.tsx';

export interface ComponentFormProps {
  campaign: CampaignDetail;
  type: ComponentType;
  labels: readonly Label[];
  /** The component being edited; none for a new one. */
  component?: Component;
  /** Creates (the body then holds the type) or changes the component. */
  save: (body: ComponentFormBody) => Promise<unknown>;
  onSaved: () => void;
}

/**
 * A type's own form (spec 01 §2, §5): the type's fields with libs/validation's rules under the
 * campaign's settings (errors once touched and a submit failed; the first per field), the server's
 * messages raw on their fields and under the form. A new component also picks its groups.
 */
export function ComponentForm({ campaign, type, labels, component, save, onSaved }: ComponentFormProps) {
  const slug = type.slug;
  const mode = component ? 'edit' : 'create';
  const context = useMemo(() => formContextOf(campaign), [campaign]);
  const stored = useMemo(() => ({ image: storedMedia(component), widget_upload: storedWidget(component) }), [component]);
  const fields: ComponentField[] = useMemo(() => {
    const own = fieldsOf(slug, context).filter((field) => mode === 'create' || !CREATE_ONLY_FIELDS.includes(field));
    return mode === 'create' ? [...own, 'labels'] : own;
  }, [slug, mode, context]);
  const rules = useMemo(() => formRulesFor(slug, context, stored), [slug, stored, context]);
  const initial = useMemo(() => initialFormValues(slug, component), [slug, component]);
  const { showToast } = useToast();
  const form = useForm<ComponentFormValues>(initial, rules, { serverErrors: (error) => splitServerErrors(error, fields) });
  const { shops, loading: shopsLoading } = useComponentShops(campaign.slug, fields.includes('shop'));

  // A config field also renews the `config` object the rules check as a whole.
  const set: FormAccess['set'] = (name, value) => {
    form.set(name, value);
    if (name.startsWith('config.')) form.set('config', configOf(slug, { ...form.values, [name]: value }));
  };
  const access: FormAccess = {
    values: form.values,
    set,
    touch: form.touch,
    errorOf: form.errorOf,
    field: (name) => {
      const binding = form.field(name);
      return { ...binding, onChange: (value) => set(name, value as never) };
    },
  };

  const submit = form.handleSubmit(async (values) => {
    const body = componentBody(slug, values, context, mode);
    if (mode === 'create') await save({ ...body, is_movable: true });
    else await save(changedBody(componentBody(slug, initial, context, mode), body));
    showToast(componentsTexts.saved);
    onSaved();
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={mode === 'create' ? componentsTexts.newComponent(type.name) : componentsTexts.editComponent(component?.name ?? '')}
    >
      {fields.map((field) => (
        <ComponentFormField key={field} name={field} ctx={{ slug, form: access, labels, shops, shopsLoading, stored }} />
      ))}
      <div className="flex justify-end">
        <Button type="submit" disabled={form.submitting}>
          {mode === 'create' ? componentsTexts.create : componentsTexts.save}
        </Button>
      </div>
      <FormError message={form.formError} />
    </form>
  );
}
