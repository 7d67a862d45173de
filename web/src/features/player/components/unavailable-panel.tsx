import { useTranslation } from 'react-i18next';
import { AlertCircleIcon } from '../../../components/ui/icons';
import type { Bookmark } from '../../../lib/models';
import { regionName, viewerRegion } from '../../../lib/region';
import { Panel, StageLink } from './stage-panel';

/**
 * In place of YouTube's error, for a video gone from YouTube: why it does not play, that what was
 * saved is kept, and a search that may find it again. Its texts (`availability`) load only when a
 * gone video is opened.
 */
export function UnavailablePanel({ bookmark, compact }: { bookmark: Bookmark; compact?: boolean }) {
  const { t } = useTranslation('availability');
  const status = bookmark.availability?.status;
  const reason =
    status === 'blocked' ? t('blocked', { region: regionName(viewerRegion()) }) : t(status === 'not_embeddable' ? 'notEmbeddable' : (status ?? 'unavailable'));
  return (
    <Panel icon={<AlertCircleIcon />} title={t('title')} text={`${reason} ${t('kept')}`} compact={compact}>
      <StageLink href={`https://www.youtube.com/results?search_query=${encodeURIComponent(bookmark.title)}`} label={t('search')} compact={compact} />
    </Panel>
  );
}
