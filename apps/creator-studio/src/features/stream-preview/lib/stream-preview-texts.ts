import { messages } from '@advocate/validation';

/** Every text of the stream preview page (spec 02 §2, §5, §8; decisions 463-465 where it is silent). */
export const streamPreviewTexts = {
  title: 'Stream Preview',
  loading: 'Loading Stream Preview',
  /** Spec 02 §2, §8. */
  desktopOnly: 'You need to be on a desktop to edit your stream',
  /** Spec 02 §8's empty state for a page without components (decision 465). */
  empty: 'No Components Available',
  baseResolution: 'Base resolution',
  screenshot: 'Stream screenshot',
  screenshotHint: 'Optional: a gif, jpeg, jpg or png of your stream, shown behind your graphics.',
  removeScreenshot: 'Remove Screenshot',
  screenshotSaved: 'Screenshot Updated!',
  resolutionSaved: 'Base Resolution Updated!',
  rotations: 'Rotations',
  previousImage: (name: string) => `Previous image of ${name}`,
  nextImage: (name: string) => `Next image of ${name}`,
  showImage: (name: string, n: number) => `Show image ${n} of ${name}`,
  counter: (n: number, total: number) => `${n} / ${total}`,
  scale: 'Scale',
  scaleValue: (percent: number) => `${percent}%`,
  unsavedChanges: 'Unsaved changes',
  noUnsavedChanges: 'No unsaved changes',
  reset: 'Reset Positioning',
  save: 'Save Positioning',
  saving: 'Saving...',
  saved: 'Positioning Saved!',
  /** Spec 02 §5. */
  overlap: messages.streamOverlap,
  /** Spec 02 §5. */
  saveFailed: messages.streamSaveFailed,
  overlapping: 'Overlapping',
  canvas: 'Stream preview canvas',
  graphic: (name: string, x: number, y: number, percent: number) => `${name}: x ${x}, y ${y}, ${percent}% scale`,
  moved: (name: string, x: number, y: number) => `${name} moved to x ${x}, y ${y}`,
  keyboardHint: 'Drag a graphic, or focus it and use the arrow keys to move it by 10 pixels.',
  help: 'Help',
  helpTitle: 'Positioning your live graphics',
  helpParagraphs: [
    'Each rotation is a place on your stream where live graphics appear, one after another. Graphics of campaigns with independent live graphics get their own rotation; all the others share the default rotation.',
    'Drag a graphic to where it should appear on your stream, or focus it and use the arrow keys to move it by 10 pixels. Graphics may sit up to 20 pixels beyond the edges.',
    'Use the arrows and dots beside a rotation to see each of its graphics, and the slider to scale it from 25% to 100%. The outline shows the space its largest graphic takes.',
    'Graphics must not overlap: an overlapping graphic is outlined in red, and the positioning cannot be saved until they are apart.',
    'Choose the base resolution of your stream and, if you like, upload a screenshot of it to place graphics over your real layout. Save Positioning stores the places your browser source uses; Reset Positioning brings back the saved ones.',
  ],
  close: 'Close',
} as const;

export const HELP_MODAL = 'stream-preview-help';
