import type { FormEvent, ReactNode } from 'react';
import { useState } from 'react';
import { Button } from '../button.tsx';
import { Modal } from '../modal/modal.tsx';
import { PageDots } from './page-dots.tsx';

export interface WizardPage {
  title: string;
  content: ReactNode;
}

export interface WizardProps {
  /** Modal name the wizard opens and closes by. */
  name: string;
  title: string;
  pages: WizardPage[];
  /** Editing an existing entity: the last button reads 'Update' instead of 'Submit'. */
  editing?: boolean;
  /** Called only from the last page. */
  onSubmit: () => void | Promise<void>;
  /** Gate for leaving a page forwards (e.g. field validation); true lets the user on. */
  canLeavePage?: (pageIndex: number) => boolean;
  /** Form-level error, shown in red under the form. */
  error?: ReactNode;
}

/**
 * Multi-page modal wizard (spec 00 §2): Back, Next, Submit/Update, page dots. The page index
 * lives inside the modal body, which mounts on open, so every opening starts on page 1.
 */
export function Wizard({ name, title, ...body }: WizardProps) {
  return (
    <Modal name={name} title={title} widthClass="max-w-2xl">
      <WizardBody {...body} />
    </Modal>
  );
}

function WizardBody({ pages, editing = false, onSubmit, canLeavePage, error }: Omit<WizardProps, 'name' | 'title'>) {
  const [pageIndex, setPageIndex] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const isLast = pageIndex >= pages.length - 1;
  const page = pages[pageIndex];

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (canLeavePage && !canLeavePage(pageIndex)) return;
    if (!isLast) {
      setPageIndex(pageIndex + 1);
      return;
    }
    setSubmitting(true);
    try {
      await onSubmit();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      {pages.length > 1 ? <PageDots count={pages.length} current={pageIndex} titles={pages.map((p) => p.title)} /> : null}
      <h3 className="mb-4 text-lg font-medium text-secondary">{page?.title}</h3>
      <div>{page?.content}</div>
      <div className="mt-6 flex items-center justify-between">
        {pageIndex > 0 ? (
          <Button variant="secondary" onClick={() => setPageIndex(pageIndex - 1)}>
            Back
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" disabled={submitting}>
          {isLast ? (editing ? 'Update' : 'Submit') : 'Next'}
        </Button>
      </div>
      {error ? (
        <div role="alert" className="mt-4 text-sm text-red-600">
          {error}
        </div>
      ) : null}
    </form>
  );
}
