import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * Fullscreen for the player's own element (video plus custom controls, so the controls stay).
 * `supported` is false where only <video> can go fullscreen (iPhone Safari).
 */
export function useFullscreen(ref: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);
  const supported = typeof document !== 'undefined' && document.fullscreenEnabled !== false && 'requestFullscreen' in HTMLElement.prototype;

  useEffect(() => {
    const element = ref.current;
    const onChange = () => setActive(!!element && document.fullscreenElement === element);
    document.addEventListener('fullscreenchange', onChange);
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      // Closing the player while fullscreen must not leave the page stuck in fullscreen.
      if (element && document.fullscreenElement === element) void document.exitFullscreen().catch(() => undefined);
    };
  }, [ref]);

  const toggle = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void element.requestFullscreen?.().catch(() => undefined);
  }, [ref]);

  return { active, toggle, supported };
}
