import type { ComponentShop, Label } from '@advocate/api-client';
import { Button, CheckboxField, FileField, InputField, SelectField, TextAreaField, TextField } from '@advocate/ui-kit';
import type { FieldBinding } from '@advocate/ui-kit';
import { LINK_PLACEHOLDER, limits } from '@advocate/validation';
import { useId } from 'react';
import { acceptOf, LINK_INSERT_TYPES } from '../lib/component-fields.ts';
import type { ComponentField, FileField as FileFieldName } from '../lib/component-fields.ts';
import type { ComponentFormValues, FileValue } from '../lib/component-form-model.ts';
import { componentsTexts, fieldLabels } from '../components-texts.ts';
import { COMPONENT_TYPE } from '@advocate/auth-and-guards/policies';

/** What a type form hands its fields (a slice of useForm's answer). */
export interface FormAccess {
  values: ComponentFormValues;
  field: (name: keyof ComponentFormValues & string) => FieldBinding;
  set: <K extends keyof ComponentFormValues & string>(name: K, value: ComponentFormValues[K]) => void;
  touch: (name: string) => void;
  errorOf: (name: string) => string | undefined;
}

export interface FieldContext {
  slug: string;
  form: FormAccess;
  labels: readonly Label[];
  shops: readonly ComponentShop[];
  shopsLoading: boolean;
  /** The stored file of each file field, when editing. */
  stored: Partial<Record<FileFieldName, string | null>>;
}

const minutes = Array.from({ length: limits.scheduleMinuteMax - limits.scheduleMinuteMin + 1 }, (_, i) => limits.scheduleMinuteMin + i);

function imageLabel(slug: string) {
  if (slug === COMPONENT_TYPE.fullscreenVideo) return fieldLabels.video;
  if (slug === COMPONENT_TYPE.liveGraphics || slug === COMPONENT_TYPE.conversionPopup) return fieldLabels.media;
  return fieldLabels.image;
}

function messageLabel(slug: string) {
  if (slug === COMPONENT_TYPE.suggestedTweet) return fieldLabels.tweet;
  if (slug === COMPONENT_TYPE.suggestedRetweet) return fieldLabels.tweetUrl;
  if (slug === COMPONENT_TYPE.conversionPopup) return fieldLabels.popupMessage;
  return fieldLabels.message;
}

function FileInput({ ctx, name, label }: { ctx: FieldContext; name: FileFieldName; label: string }) {
  const { form, stored } = ctx;
  const value: FileValue = form.values[name];
  const kept = stored[name];
  return (
    <div>
      <FileField
        label={label}
        name={name}
        value={value instanceof File ? value : null}
        onChange={(file) => form.set(name, file ?? kept ?? null)}
        onBlur={() => form.touch(name)}
        error={form.errorOf(name)}
        accept={acceptOf(ctx.slug, name)}
        description={kept ? componentsTexts.keepsCurrentFile : undefined}
      />
      {kept && value === kept ? (
        <p className="-mt-3 mb-4 flex items-center gap-2 text-xs text-gray-600">
          <span className="truncate">
            {componentsTexts.currentFile}: {kept.startsWith('data:') ? kept.slice(0, 24) + '…' : kept.replace(/^.*\//, '')}
          </span>
          <Button variant="ghost" className="px-2 py-1 text-xs" onClick={() => form.set(name, null)}>
            {componentsTexts.removeCurrentFile}
          </Button>
        </p>
      ) : null}
    </div>
  );
}

/** One field of a type form (spec 01 §5 for its rules; labels chosen, decision 421). */
export function ComponentFormField({ ctx, name }: { ctx: FieldContext; name: ComponentField }) {
  const { form, slug } = ctx;
  switch (name) {
    case 'name':
    case 'keyword':
    case 'youtube_url':
    case 'link':
    case 'config.command':
    case 'config.source_keyword': {
      const key = name.replace('config.', '') as keyof typeof fieldLabels;
      return <TextField label={fieldLabels[key]} field={form.field(name)} />;
    }
    case 'start_time':
    case 'end_time':
      return <InputField label={fieldLabels[name]} type="datetime-local" field={form.field(name)} />;
    case 'impression_cutoff':
    case 'daily_impression_cap':
    case 'config.duration':
    case 'config.rotation_delay':
    case 'config.message_interval': {
      const key = name.replace('config.', '') as keyof typeof fieldLabels;
      return <InputField label={fieldLabels[key]} type="number" min={0} field={form.field(name)} />;
    }
    case 'description':
      return <TextAreaField label={fieldLabels.description} field={form.field(name)} />;
    case 'widgets':
      return <TextAreaField label={fieldLabels.widgets} field={form.field(name)} rows={3} />;
    case 'message':
      return <MessageField ctx={ctx} label={messageLabel(slug)} />;
    case 'image':
      return <FileInput ctx={ctx} name="image" label={imageLabel(slug)} />;
    case 'widget_upload':
      return <FileInput ctx={ctx} name="widget_upload" label={fieldLabels.widget_upload} />;
    case 'config.schedule.minutes':
      return (
        <SelectField label={fieldLabels.schedule} field={form.field(name)}>
          <option value="">{componentsTexts.noMinute}</option>
          {minutes.map((minute) => (
            <option key={minute} value={String(minute)}>
              {`:${String(minute).padStart(2, '0')}`}
            </option>
          ))}
        </SelectField>
      );
    case 'config.color':
      return <ColorField binding={form.field(name)} />;
    case 'config.is_editable':
    case 'config.is_fulfillable':
      return (
        <CheckboxField
          label={fieldLabels[name === 'config.is_editable' ? 'is_editable' : 'is_fulfillable']}
          checked={form.values[name]}
          onChange={(checked) => form.set(name, checked)}
        />
      );
    case 'shop':
      return <ShopField ctx={ctx} />;
    case 'labels':
      return <GroupsField ctx={ctx} />;
  }
}

function MessageField({ ctx, label }: { ctx: FieldContext; label: string }) {
  const { form, slug } = ctx;
  const binding = form.field('message');
  const withLink = LINK_INSERT_TYPES.includes(slug);
  return (
    <div>
      <TextAreaField label={label} field={binding} rows={slug === COMPONENT_TYPE.suggestedRetweet ? 2 : 3} />
      <div className="-mt-3 mb-4 flex items-center justify-between gap-2 text-xs text-gray-600">
        {withLink ? (
          <Button
            variant="secondary"
            className="px-2 py-1 text-xs"
            onClick={() =>
              form.set(
                'message',
                `${form.values.message}${form.values.message && !form.values.message.endsWith(' ') ? ' ' : ''}${LINK_PLACEHOLDER}`,
              )
            }
          >
            {componentsTexts.insertLink}
          </Button>
        ) : (
          <span />
        )}
        {slug === COMPONENT_TYPE.suggestedTweet ? (
          <span>{componentsTexts.characters(Array.from(form.values.message).length, limits.tweetMaxLength)}</span>
        ) : null}
      </div>
    </div>
  );
}

function ShopField({ ctx }: { ctx: FieldContext }) {
  const { form, shops, shopsLoading } = ctx;
  if (!shopsLoading && shops.length === 0) {
    return (
      <div className="mb-4">
        <p className="mb-1 text-sm font-medium text-secondary">{fieldLabels.shop}</p>
        <p className="text-sm text-gray-600">{componentsTexts.noShops}</p>
        {form.errorOf('shop') ? <p className="mt-1 text-xs text-red-600">{form.errorOf('shop')}</p> : null}
      </div>
    );
  }
  return (
    <SelectField label={fieldLabels.shop} field={form.field('shop')}>
      <option value="">{componentsTexts.chooseShop}</option>
      {shops.map((shop) => (
        <option key={shop.shop} value={shop.shop}>
          {shop.shop}
        </option>
      ))}
    </SelectField>
  );
}

function GroupsField({ ctx }: { ctx: FieldContext }) {
  const { form, labels } = ctx;
  return (
    <fieldset className="mb-4">
      <legend className="mb-1 text-sm font-medium text-secondary">{fieldLabels.labels}</legend>
      {labels.length === 0 ? <p className="text-sm text-gray-600">{componentsTexts.noGroups}</p> : null}
      <div className="flex flex-wrap gap-x-4">
        {labels.map((label) => (
          <CheckboxField
            key={label.id}
            label={label.name}
            checked={form.values.labels.includes(label.id)}
            onChange={(checked) =>
              form.set('labels', checked ? [...form.values.labels, label.id] : form.values.labels.filter((id) => id !== label.id))
            }
          />
        ))}
      </div>
      {form.errorOf('labels') ? <p className="text-xs text-red-600">{form.errorOf('labels')}</p> : null}
    </fieldset>
  );
}

/** A colour picker with its label and message (ui-kit has no colour field). */
function ColorField({ binding }: { binding: FieldBinding }) {
  const id = useId();
  return (
    <div className="mb-4">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-secondary">
        {fieldLabels.color}
      </label>
      <input
        id={id}
        type="color"
        value={binding.value || '#000000'}
        onChange={(event) => binding.onChange(event.target.value)}
        onBlur={binding.onBlur}
        aria-invalid={binding.error ? true : undefined}
        className="h-10 w-20 cursor-pointer rounded border border-gray-300 bg-white p-1"
      />
      {binding.error ? <p className="mt-1 text-xs text-red-600">{binding.error}</p> : null}
    </div>
  );
}
