import { editTweetFormFor, limits } from '@advocate/validation';
import { Button, Modal, TextAreaField, useForm, useModalManager } from '@advocate/ui-kit';
import { twitterTexts } from '../lib/twitter-texts.ts';

const noServer = () => ({ fieldErrors: {}, formError: null });
/** Spec 02 §9: the tweet box shows 6 rows. */
const TWEET_ROWS = 6;

/**
 * Edit Tweet (spec 02 §2, §5): at most 280 characters and, when the action has a link, the link or
 * `{{link}}` ('Your tweet must include "{link}.'); the text is kept on this page (spec 02 §4
 * 'Tweet text can be edited locally') and sent with the tweet.
 */
export function EditTweetModal({
  name,
  text,
  link,
  onSave,
}: {
  name: string;
  text: string;
  link: string | null;
  onSave: (text: string) => void;
}) {
  return (
    <Modal name={name} title={twitterTexts.editTitle}>
      <EditTweetForm name={name} text={text} link={link} onSave={onSave} />
    </Modal>
  );
}

function EditTweetForm({ name, text, link, onSave }: { name: string; text: string; link: string | null; onSave: (text: string) => void }) {
  const { closeModal } = useModalManager();
  const form = useForm({ tweet_text: text }, editTweetFormFor(link), { serverErrors: noServer });
  const submit = form.handleSubmit(async (values) => {
    onSave(values.tweet_text);
    closeModal(name);
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <TextAreaField label={twitterTexts.tweetLabel} field={form.field('tweet_text')} rows={TWEET_ROWS} />
      <p className="mt-1 text-right text-xs text-gray-600" aria-live="polite">
        {twitterTexts.characters(form.values.tweet_text.length, limits.tweetMaxLength)}
      </p>
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="secondary" onClick={() => closeModal(name)}>
          {twitterTexts.cancel}
        </Button>
        <Button type="submit">{twitterTexts.save}</Button>
      </div>
    </form>
  );
}
