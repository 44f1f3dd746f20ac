import type { ComponentType } from '@advocate/api-client';
import { Button, Modal, SelectField, useModalManager } from '@advocate/ui-kit';
import { addComponentForm, validateForm, visibleFieldError } from '@advocate/validation';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { componentsTexts } from '../components-texts.ts';

export const ADD_COMPONENT_MODAL = 'add-component';
export const NO_CHATBOT_MODAL = 'no-twitch-chatbot';

/** Add New Component (spec 01 §2): a select of the campaign's types with the chosen one's description, and Create. */
export function AddComponentModal({ types, onCreate }: { types: readonly ComponentType[]; onCreate: (type: ComponentType) => void }) {
  return (
    <Modal name={ADD_COMPONENT_MODAL} title={componentsTexts.addComponent}>
      <TypeChoice types={types} onCreate={onCreate} />
    </Modal>
  );
}

function TypeChoice({ types, onCreate }: { types: readonly ComponentType[]; onCreate: (type: ComponentType) => void }) {
  const [slug, setSlug] = useState('');
  const [touched, setTouched] = useState(false);
  const [submitFailed, setSubmitFailed] = useState(false);
  const error = visibleFieldError(validateForm(addComponentForm, { type: slug }).type, { touched, submitFailed });
  const chosen = types.find((type) => type.slug === slug);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!chosen) {
      setSubmitFailed(true);
      return;
    }
    onCreate(chosen);
  };
  return (
    <form onSubmit={submit} noValidate>
      <SelectField
        label={componentsTexts.componentType}
        field={{ name: 'type', value: slug, onChange: setSlug, onBlur: () => setTouched(true), error }}
      >
        <option value="">{componentsTexts.chooseType}</option>
        {types.map((type) => (
          <option key={type.slug} value={type.slug}>
            {type.name}
          </option>
        ))}
      </SelectField>
      {chosen ? (
        <p className="-mt-2 mb-4 text-sm text-gray-600" data-testid="type-description">
          {chosen.description}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit">{componentsTexts.create}</Button>
      </div>
    </form>
  );
}

/** 'No Twitch Chatbot Account Found' (spec 01 §2): chat bot types need an authorised account first. */
export function NoChatbotModal({ managementPath }: { managementPath: string }) {
  const { closeModal } = useModalManager();
  return (
    <Modal name={NO_CHATBOT_MODAL} title={componentsTexts.noChatbotTitle}>
      <p className="text-sm text-secondary">{componentsTexts.noChatbotBody}</p>
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="secondary" onClick={() => closeModal(NO_CHATBOT_MODAL)}>
          {componentsTexts.close}
        </Button>
        <Link
          to={managementPath}
          onClick={() => closeModal(NO_CHATBOT_MODAL)}
          className="inline-flex items-center justify-center rounded-md bg-primary px-4 py-2 text-sm font-medium text-white hover:bg-primary-600"
        >
          {componentsTexts.goToManagement}
        </Link>
      </div>
    </Modal>
  );
}
