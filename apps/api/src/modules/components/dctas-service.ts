import { messages } from '@advocate/validation';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/db.ts';
import { badRequest, notFound } from '../../errors.ts';
import { componentCampaignSlug } from './repositories/components-repository.ts';
import {
  dctaBackground,
  dctaCampaignSlug,
  dctaComponentName,
  dctasOfComponent,
  findDcta,
  lockDcta,
  lockWidget,
  setRendered,
  updateWidgetText,
  type DctaRow,
  type WidgetRow,
} from './repositories/dctas-repository.ts';
import type { UserRow } from '../shared/index.ts';
import { campaignEnded, editableCampaign, requireManager, visibleCampaign } from '../shared/index.ts';
import { composeDctaSvg, loadBackground } from './dcta-render.ts';
import { localUploadStore } from '../uploads/index.ts';
import { recordComponentActivity } from './component-activity.ts';

export type DctaAnswer = Omit<DctaRow, 'rendered_at'>;
const answer = ({ rendered_at: _, ...dcta }: DctaRow): DctaAnswer => dcta;

/** GET dctas/?component=: managers who see the component's campaign. */
export async function dctasOf(db: Db, user: UserRow, componentId: number): Promise<DctaAnswer[]> {
  requireManager(user);
  const slug = await componentCampaignSlug(db, componentId);
  if (!slug) throw notFound();
  await visibleCampaign(db, user, slug);
  return (await dctasOfComponent(db, componentId)).map(answer);
}

const ended = () => badRequest({ non_field_errors: [messages.campaignEnded] });

/** PUT widgets/{type}/{id}/ {text}: editors of the campaign; only text widgets exist (decision 441). */
export async function updateWidget(db: Db, user: UserRow, type: string, id: number, text: string, now: Date): Promise<WidgetRow> {
  requireManager(user);
  return db.transaction(async (tx) => {
    const widget = await lockWidget(tx, type, id);
    if (!widget) throw notFound();
    const campaign = await editableCampaign(tx, user, widget.slug);
    if (campaignEnded(campaign, now)) throw ended();
    const updated = await updateWidgetText(tx, id, text, now);
    await recordComponentActivity(tx, user.id, {
      at: now,
      campaignId: campaign.id,
      action: 'widget_updated',
      subject: (await dctaComponentName(tx, widget.dcta_id)) ?? '',
      before: { text: widget.text },
      after: { text },
    });
    return updated;
  });
}

/** POST dctas/{id}/render/: composes the graphic from the background and the widgets' texts, stores it, answers the dcta. */
export async function renderDcta(db: Db, config: Config, user: UserRow, id: number, now: Date): Promise<DctaAnswer> {
  requireManager(user);
  const slug = await dctaCampaignSlug(db, id);
  if (!slug) throw notFound();
  const campaign = await editableCampaign(db, user, slug);
  if (campaignEnded(campaign, now)) throw ended();
  const store = localUploadStore(config.DATA_DIR, config.PUBLIC_API_URL);
  let previous: string | null = null;
  const rendered = await db.transaction(async (tx) => {
    const locked = await lockDcta(tx, id);
    if (!locked) throw notFound();
    previous = locked.rendered_image;
    const dcta = (await findDcta(tx, id)) as DctaRow;
    const background = await loadBackground(await dctaBackground(tx, id), config.DATA_DIR, config.PUBLIC_API_URL);
    const svg = composeDctaSvg(
      background,
      dcta.widgets.filter((w) => w.type === 'text').map((w) => w.text),
    );
    const url = await store.put('dctas', new TextEncoder().encode(svg), 'svg');
    await setRendered(tx, id, url, now);
    await recordComponentActivity(tx, user.id, {
      at: now,
      campaignId: campaign.id,
      action: 'call_to_action_rendered',
      subject: (await dctaComponentName(tx, id)) ?? '',
      before: { rendered_image: locked.rendered_image },
      after: { rendered_image: url },
    });
    return (await findDcta(tx, id)) as DctaRow;
  });
  // The replaced graphic is no longer referenced; a failed removal only leaves a stray file.
  if (previous && previous !== rendered.rendered_image) await store.remove(previous).catch(() => undefined);
  return answer(rendered);
}
