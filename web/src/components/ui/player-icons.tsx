import ListVideo from 'lucide-react/icons/list-video';
import Maximize from 'lucide-react/icons/maximize';
import Minimize from 'lucide-react/icons/minimize';
import Volume1 from 'lucide-react/icons/volume-1';
import Volume2 from 'lucide-react/icons/volume-2';
import VolumeX from 'lucide-react/icons/volume-x';
import { type IconProps, lucide } from './entry-icons';

/*
 * The player's control icons (features/player), apart from icons.tsx so that only the player's
 * chunk carries them (README "Page weight"); same conventions as icons.tsx.
 */

export const VolumeHighIcon = /* @__PURE__ */ lucide('VolumeHighIcon', Volume2);
export const VolumeLowIcon = /* @__PURE__ */ lucide('VolumeLowIcon', Volume1);
export const VolumeMuteIcon = /* @__PURE__ */ lucide('VolumeMuteIcon', VolumeX);
export const MaximizeIcon = /* @__PURE__ */ lucide('MaximizeIcon', Maximize);
export const MinimizeIcon = /* @__PURE__ */ lucide('MinimizeIcon', Minimize);
export const PlaylistIcon = /* @__PURE__ */ lucide('PlaylistIcon', ListVideo);

/** Solid pause bars. */
export function PauseIcon(props: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false" {...props}>
      <rect x="6" y="4.5" width="4.25" height="15" rx="1.25" />
      <rect x="13.75" y="4.5" width="4.25" height="15" rx="1.25" />
    </svg>
  );
}

/** Solid "previous track": bar and triangle pointing left. */
export function SkipBackIcon(props: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false" {...props}>
      <rect x="4.5" y="5" width="2.5" height="14" rx="1" />
      <path d="M19.5 6.07v11.86a1 1 0 0 1-1.53.85L9.3 13.35a1.6 1.6 0 0 1 0-2.7l8.67-5.43a1 1 0 0 1 1.53.85Z" />
    </svg>
  );
}

/** Solid "next track": triangle pointing right and bar. */
export function SkipForwardIcon(props: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false" {...props}>
      <rect x="17" y="5" width="2.5" height="14" rx="1" />
      <path d="M4.5 6.07v11.86a1 1 0 0 0 1.53.85l8.67-5.43a1.6 1.6 0 0 0 0-2.7L6.03 5.22a1 1 0 0 0-1.53.85Z" />
    </svg>
  );
}

/** Counter-clockwise arrow around "10": back 10 seconds. */
export function Replay10Icon(props: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...props}>
      <path d="M3.5 12a8.5 8.5 0 1 0 2.6-6.12" />
      <path d="M3.5 3.5v4.5H8" />
      <text x="12.4" y="15.6" textAnchor="middle" fontSize="7.5" fontWeight="700" fill="currentColor" stroke="none" fontFamily="ui-sans-serif, system-ui, sans-serif">10</text>
    </svg>
  );
}

/** Clockwise arrow around "10": forward 10 seconds. */
export function Forward10Icon(props: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...props}>
      <path d="M20.5 12a8.5 8.5 0 1 1-2.6-6.12" />
      <path d="M20.5 3.5v4.5H16" />
      <text x="11.6" y="15.6" textAnchor="middle" fontSize="7.5" fontWeight="700" fill="currentColor" stroke="none" fontFamily="ui-sans-serif, system-ui, sans-serif">10</text>
    </svg>
  );
}

