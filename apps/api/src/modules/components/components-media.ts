import { COMPONENT_TYPE } from '@advocate/auth-and-guards/policies';
import { messages, validateField, type FileLike, type FormRules } from '@advocate/validation';
import { checkMedia, MEDIA_EXTENSION, type MediaKind, type UploadStore } from '../uploads/index.ts';
import { unpackWidget, WidgetError, type WidgetFile } from './widget-unpack.ts';

/**
 * The kinds each type's `image` takes, read from the content (libs/validation rules/files.ts
 * fileTypes; decision 411): the media of every type travels in `image`. Types not listed take none.
 */
export const MEDIA_KINDS_BY_TYPE: Readonly<Record<string, readonly MediaKind[]>> = {
  [COMPONENT_TYPE.liveGraphics]: ['gif', 'jpeg', 'png', 'webm', 'mp4'],
  [COMPONENT_TYPE.bannerGraphics]: ['jpeg', 'png'],
  [COMPONENT_TYPE.suggestedTweet]: ['jpeg', 'png'],
  [COMPONENT_TYPE.fullscreenVideo]: ['webm', 'mp4'],
  [COMPONENT_TYPE.conversionPopup]: ['jpeg', 'png', 'gif', 'webm'],
  // The background of the rendered call to action (decision 415).
  [COMPONENT_TYPE.dynamicCta]: ['jpeg', 'png', 'gif'],
};

/** An uploaded file part; `cut` when it was longer than any upload may be (multipart limit). */
export interface Upload {
  bytes: Buffer;
  cut?: boolean;
}

export interface ComponentUploads {
  image?: Upload;
  widget_upload?: Upload;
}

export type FileField = keyof ComponentUploads;

/** Checked uploads, ready to store. */
export interface CheckedUploads {
  image?: { bytes: Buffer; kind: MediaKind };
  widget?: WidgetFile[];
}

/**
 * The message a field's own file rule (componentFormFor) gives a refused file: the spec's text for
 * that field ('Must be a valid graphic file type.', 'Must be a valid movie file.', the zip message).
 */
export function fileMessage(rules: FormRules, field: FileField): string {
  const fallback = field === 'widget_upload' ? messages.widgetFile : messages.graphicFile;
  return validateField(rules[field] ?? [], { name: 'refused' } satisfies FileLike) ?? fallback;
}

/**
 * A file field sent as text where no stored file of this component has that address: the API never
 * fetches files by address, so it answers the field's file message (decision 411).
 */
export function linkedFileErrors(
  rules: FormRules,
  body: { image?: string | null; widget_upload?: string | null },
  current: { image?: string | null; widget_upload?: string | null } = {},
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const field of ['image', 'widget_upload'] as const) {
    const value = body[field];
    if (typeof value === 'string' && value.trim() !== '' && value !== current[field]) errors[field] = [fileMessage(rules, field)];
  }
  return errors;
}

/** A checked file as the form rules see it: named by its content, never by the sender's name. */
export const fileLikeOf = (kind: MediaKind): FileLike => ({ name: `upload.${MEDIA_EXTENSION[kind]}` });

/**
 * Checks the uploads of a component of `type` by content and size, and unpacks a widget zip
 * (decision 412). Answers the checked files, or the field errors (nothing is stored either way).
 */
export function checkUploads(
  type: string,
  rules: FormRules,
  uploads: ComponentUploads,
): { checked: CheckedUploads; errors: Record<string, string[]> } {
  const checked: CheckedUploads = {};
  const errors: Record<string, string[]> = {};
  if (uploads.image) {
    const kinds = MEDIA_KINDS_BY_TYPE[type];
    const result = uploads.image.cut ? ({ ok: false } as const) : checkMedia(uploads.image.bytes, kinds ?? []);
    if (!kinds) errors.image = [messages.invalidComponentField];
    else if (result.ok) checked.image = { bytes: uploads.image.bytes, kind: result.kind };
    else errors.image = [fileMessage(rules, 'image')];
  }
  if (uploads.widget_upload) {
    const result = uploads.widget_upload.cut ? ({ ok: false } as const) : checkMedia(uploads.widget_upload.bytes, ['zip']);
    if (type !== COMPONENT_TYPE.advocateWidget) errors.widget_upload = [messages.invalidComponentField];
    else if (!result.ok) errors.widget_upload = [fileMessage(rules, 'widget_upload')];
    else {
      try {
        checked.widget = unpackWidget(uploads.widget_upload.bytes);
      } catch (error) {
        if (!(error instanceof WidgetError)) throw error;
        errors.widget_upload = [fileMessage(rules, 'widget_upload')];
      }
    }
  }
  return { checked, errors };
}

/** What was stored for one write, so a failed write can take it back. */
export interface StoredUploads {
  imageUrl?: string;
  /** The unpacked widget's index.html and its folder. */
  widget?: { indexUrl: string; folderUrl: string };
}

/** Stores checked uploads; if storing the second fails, the first is removed again. */
export async function storeUploads(store: UploadStore, checked: CheckedUploads): Promise<StoredUploads> {
  const stored: StoredUploads = {};
  try {
    if (checked.image) stored.imageUrl = await store.put('components', checked.image.bytes, MEDIA_EXTENSION[checked.image.kind]);
    if (checked.widget) {
      const folderUrl = await store.putFolder('widgets', checked.widget);
      stored.widget = { folderUrl, indexUrl: `${folderUrl}index.html` };
    }
  } catch (error) {
    await removeUploads(store, stored);
    throw error;
  }
  return stored;
}

/** Removes what `storeUploads` stored (a failed transaction leaves no file behind). */
export async function removeUploads(store: UploadStore, stored: StoredUploads): Promise<void> {
  if (stored.imageUrl) await store.remove(stored.imageUrl).catch(() => undefined);
  if (stored.widget) await store.removeFolder(stored.widget.folderUrl).catch(() => undefined);
}

/** The widget folder of a stored widget's index.html URL. */
export const widgetFolderOf = (indexUrl: string): string => indexUrl.replace(/index\.html$/, '');
