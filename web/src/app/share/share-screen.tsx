import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { Button, buttonClasses } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api';
import { useCurrentUser } from '../../lib/auth';
import { loginPathReturningTo } from '../../lib/return-path';
import { refreshLibrary } from '../../lib/revalidate';
import { notifyError } from '../../lib/toast';
import { createBookmark, findSavedVideo, useOwnCategories } from '../../features/bookmarks/api';
import { CategoryChecklist } from '../../features/bookmarks/components/dialogs/category-checklist';
import { ShareLayout } from '../../features/share/components/share-layout';
import { ShareMessage } from '../../features/share/components/share-message';
import { SharedVideoPreview } from '../../features/share/components/shared-video-preview';
import { findSharedVideo, type SharedVideo } from '../../features/share/lib/shared-video';

/**
 * /share, the installed app's share target (vite.pwa.ts): 'Save to Vidshelf' for the YouTube video
 * in the share, with the category checklist of the bookmark dialogs and one Save. Signed-out people
 * sign in first and come back here (lib/return-path.ts). Composed in app/ because it joins the
 * share feature with the bookmarks feature's API and checklist.
 */
export function ShareScreen() {
  const { t } = useTranslation('share');
  const [params] = useSearchParams();
  const video = findSharedVideo({ title: params.get('title'), text: params.get('text'), url: params.get('url') });
  const { user, isLoading } = useCurrentUser();

  let body;
  if (!video) {
    body = (
      <ShareMessage tone="problem" title={t('noVideo.title')} description={t('noVideo.description')}>
        <Link to={paths.home} className={buttonClasses({ variant: 'secondary' })}>
          {t('openLibrary')}
        </Link>
      </ShareMessage>
    );
  } else if (isLoading) {
    body = <Spinner className="mx-auto size-8" />;
  } else if (!user) {
    body = <SignedOutShare video={video} />;
  } else {
    // Keyed by video: a second share into the open app starts over.
    body = <SaveSharedVideo key={video.videoId} video={video} />;
  }

  return (
    <ShareLayout>
      <h1 className="mb-4 text-xl font-bold tracking-tight text-zinc-900 dark:text-zinc-100">{t('title')}</h1>
      {body}
    </ShareLayout>
  );
}

function SignedOutShare({ video }: { video: SharedVideo }) {
  const { t } = useTranslation('share');
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <div className="flex flex-col gap-4">
      <SharedVideoPreview video={video} />
      <p className="text-sm break-keep text-zinc-600 dark:text-zinc-400">{t('signIn.description')}</p>
      <Button size="lg" className="w-full" onClick={() => navigate(loginPathReturningTo(`${location.pathname}${location.search}`))}>
        {t('signIn.action')}
      </Button>
    </div>
  );
}

type SaveState = 'checking' | 'ready' | 'saving' | 'saved' | 'duplicate';

function SaveSharedVideo({ video }: { video: SharedVideo }) {
  const { t } = useTranslation('share');
  const categories = useOwnCategories();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [state, setState] = useState<SaveState>('checking');

  // Say 'Already saved' before the person picks categories for a video they have.
  useEffect(() => {
    let current = true;
    findSavedVideo(video.videoId)
      .then((answer) => current && setState(answer?.exists ? 'duplicate' : 'ready'))
      .catch(() => current && setState('ready')); // the Save answer will tell
    return () => {
      current = false;
    };
  }, [video.videoId]);

  const save = async () => {
    setState('saving');
    try {
      await createBookmark({ videoId: video.videoId, url: video.url, categoryIds: [...chosen] });
      setState('saved');
      void refreshLibrary();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'DUPLICATE_BOOKMARK') {
        setState('duplicate');
        return;
      }
      notifyError(error, t('saveFailed'));
      setState('ready');
    }
  };

  const openLibrary = (
    <Link to={paths.home} className={buttonClasses({ size: 'lg', className: 'w-full' })}>
      {t('openLibrary')}
    </Link>
  );
  if (state === 'saved' || state === 'duplicate') {
    const outcome = state === 'saved' ? 'saved' : 'alreadySaved';
    return (
      <div className="flex flex-col gap-4">
        <SharedVideoPreview video={video} />
        <ShareMessage tone={state === 'saved' ? 'success' : 'info'} title={t(`${outcome}.title`)} description={t(`${outcome}.description`)}>
          {openLibrary}
        </ShareMessage>
      </div>
    );
  }

  if (state === 'checking') {
    return (
      <div className="flex flex-col gap-4">
        <SharedVideoPreview video={video} />
        <Spinner className="mx-auto size-8" />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <SharedVideoPreview video={video} />
      <div className="flex flex-col gap-1.5">
        <p className="text-sm font-medium text-zinc-900 dark:text-zinc-100">
          {t('categories.label')} <span className="font-normal text-zinc-500 dark:text-zinc-400">{t('categories.optional')}</span>
        </p>
        {categories.length > 0 ? (
          <CategoryChecklist
            label={t('categories.label')}
            categories={categories}
            isChecked={(id) => chosen.has(id)}
            onToggle={(id, checked) =>
              setChosen((previous) => {
                const next = new Set(previous);
                if (checked) next.add(id);
                else next.delete(id);
                return next;
              })
            }
          />
        ) : (
          <p className="text-sm break-keep text-zinc-500 dark:text-zinc-400">{t('categories.none')}</p>
        )}
      </div>
      <Button size="lg" className="w-full" onClick={() => void save()} disabled={state === 'saving'}>
        {state === 'saving' && <Spinner className="size-5" />}
        {state === 'saving' ? t('saving') : t('save')}
      </Button>
    </div>
  );
}
