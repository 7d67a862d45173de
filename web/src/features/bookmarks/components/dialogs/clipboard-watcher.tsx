import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { refreshLibrary } from '../../../../lib/revalidate';
import type { Bookmark } from '../../../../lib/models';
import { notify, notifyError } from '../../../../lib/toast';
import { createBookmark, findSavedVideo } from '../../api';
import { detectClipboardVideo, markHandled, readHandled, shouldOffer, type ClipboardVideo } from '../../lib/clipboard-detection';
import { useTranslation } from 'react-i18next';

/** Spec 1 §4: the clipboard is read again this long after the window regains focus. */
const FOCUS_DELAY_MS = 100;

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

// The dialog (Ark Dialog with its focus trap) loads when a video is first offered.
const ClipboardDialog = lazy(() => import('./clipboard-dialog').then((module) => ({ default: module.ClipboardDialog })));

/**
 * Spec 1 §4: offers to bookmark a video URL found in the clipboard, on load and whenever the
 * window regains focus. Each video is offered once: Register and Cancel both remember it.
 */
export function ClipboardWatcher({ onCreated }: { onCreated(bookmark: Bookmark): void }) {
  const [video, setVideo] = useState<ClipboardVideo | null>(null);
  const [pending, setPending] = useState(false);
  const { t } = useTranslation(['bookmarks', 'common']);
  const lastShownId = useRef<string | null>(null);
  const [offered, setOffered] = useState(false);
  if (video && !offered) setOffered(true);

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const check = async () => {
      let text: string;
      try {
        text = await navigator.clipboard.readText();
      } catch {
        return; // no permission, no focus, no clipboard API: silently nothing (spec 1 §8)
      }
      const found = detectClipboardVideo(text);
      if (cancelled || !shouldOffer(found, readHandled(storage()), lastShownId.current)) return;
      lastShownId.current = found.videoId;
      // A video already on the shelf is not offered (Register could only fail); if the check
      // itself fails the dialog still opens, and a duplicate is reported as usual.
      const saved = await findSavedVideo(found.videoId).catch(() => null);
      if (saved?.exists) {
        markHandled(storage(), found.videoId);
        return;
      }
      if (cancelled) return;
      setVideo(found);
    };
    const onFocus = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void check(), FOCUS_DELAY_MS);
    };

    void check();
    window.addEventListener('focus', onFocus);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      window.removeEventListener('focus', onFocus);
    };
  }, []);

  const dismiss = () => {
    if (video) markHandled(storage(), video.videoId);
    setVideo(null);
  };

  const register = async () => {
    if (!video) return;
    setPending(true);
    try {
      const bookmark = await createBookmark({ videoId: video.videoId, url: video.url });
      notify({ title: t('add.created') });
      void refreshLibrary();
      onCreated(bookmark);
    } catch (error) {
      notifyError(error, t('clipboard.failed'));
    } finally {
      // Answered either way: a failed one (a duplicate, say) is not offered again.
      markHandled(storage(), video.videoId);
      setPending(false);
      setVideo(null);
    }
  };

  // Mounted from the first offer on, so it can animate closed.
  return offered ? (
    <Suspense fallback={null}>
      <ClipboardDialog video={video} pending={pending} onDismiss={dismiss} onRegister={() => void register()} />
    </Suspense>
  ) : null;
}
