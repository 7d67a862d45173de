import type { ReactNode, SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

// Inline SVG keeps us off an icon package; shapes follow the Lucide set (ISC licence).
// Icons are decorative by default: the control that holds one carries the accessible name.
function strokeIcon(displayName: string, paths: ReactNode) {
  function Icon(props: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        width="1em"
        height="1em"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {paths}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

export const SearchIcon = strokeIcon(
  'SearchIcon',
  <>
    <circle cx="11" cy="11" r="8" />
    <path d="m21 21-4.3-4.3" />
  </>,
);

export const SunIcon = strokeIcon(
  'SunIcon',
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.93 4.93l1.41 1.41M17.66 17.66l1.41 1.41M2 12h2M20 12h2M6.34 17.66l-1.41 1.41M19.07 4.93l-1.41 1.41" />
  </>,
);

export const MoonIcon = strokeIcon('MoonIcon', <path d="M12 3a6 6 0 0 0 9 9 9 9 0 1 1-9-9Z" />);

export const PanelLeftIcon = strokeIcon(
  'PanelLeftIcon',
  <>
    <rect width="18" height="18" x="3" y="3" rx="2" />
    <path d="M9 3v18" />
  </>,
);

export const UserIcon = strokeIcon(
  'UserIcon',
  <>
    <circle cx="12" cy="8" r="5" />
    <path d="M20 21a8 8 0 0 0-16 0" />
  </>,
);

export const SettingsIcon = strokeIcon(
  'SettingsIcon',
  <>
    <path d="M20 7h-9M14 17H5" />
    <circle cx="17" cy="17" r="3" />
    <circle cx="7" cy="7" r="3" />
  </>,
);

export const ShieldIcon = strokeIcon(
  'ShieldIcon',
  <path d="M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z" />,
);

export const DownloadIcon = strokeIcon(
  'DownloadIcon',
  <>
    <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />
    <path d="m7 10 5 5 5-5" />
    <path d="M12 15V3" />
  </>,
);

export const LogOutIcon = strokeIcon(
  'LogOutIcon',
  <>
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
    <path d="m16 17 5-5-5-5" />
    <path d="M21 12H9" />
  </>,
);

export const StarIcon = strokeIcon(
  'StarIcon',
  <path d="M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01L12 2z" />,
);

export const FolderIcon = strokeIcon(
  'FolderIcon',
  <path d="M20 20a2 2 0 0 0 2-2V8a2 2 0 0 0-2-2h-7.9a2 2 0 0 1-1.69-.9L9.6 3.9A2 2 0 0 0 7.93 3H4a2 2 0 0 0-2 2v13a2 2 0 0 0 2 2Z" />,
);

export const GlobeIcon = strokeIcon(
  'GlobeIcon',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 2a14.5 14.5 0 0 0 0 20 14.5 14.5 0 0 0 0-20" />
    <path d="M2 12h20" />
  </>,
);

export const CheckIcon = strokeIcon('CheckIcon', <path d="M20 6 9 17l-5-5" />);

export const ArrowRightIcon = strokeIcon(
  'ArrowRightIcon',
  <>
    <path d="M5 12h14" />
    <path d="m12 5 7 7-7 7" />
  </>,
);

export const BookmarkIcon = strokeIcon(
  'BookmarkIcon',
  <path d="m19 21-7-4-7 4V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v16z" />,
);

export const LinkIcon = strokeIcon(
  'LinkIcon',
  <>
    <path d="M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71" />
    <path d="M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71" />
  </>,
);

export const ZapIcon = strokeIcon('ZapIcon', <path d="M13 2 3 14h9l-1 8 10-12h-9l1-8z" />);

export const LayersIcon = strokeIcon(
  'LayersIcon',
  <>
    <path d="M12.83 2.18a2 2 0 0 0-1.66 0L2.6 6.08a1 1 0 0 0 0 1.83l8.58 3.91a2 2 0 0 0 1.66 0l8.58-3.9a1 1 0 0 0 0-1.83Z" />
    <path d="m22 17.65-9.17 4.16a2 2 0 0 1-1.66 0L2 17.65" />
    <path d="m22 12.65-9.17 4.16a2 2 0 0 1-1.66 0L2 12.65" />
  </>,
);

export const ChromeIcon = strokeIcon(
  'ChromeIcon',
  <>
    <circle cx="12" cy="12" r="10" />
    <circle cx="12" cy="12" r="4" />
    <path d="M21.17 8H12M3.95 6.06 8.54 14M10.88 21.94 15.46 14" />
  </>,
);

export const AlertCircleIcon = strokeIcon(
  'AlertCircleIcon',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 8v4M12 16h.01" />
  </>,
);

export const CheckCircleIcon = strokeIcon(
  'CheckCircleIcon',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m9 12 2 2 4-4" />
  </>,
);

export const SpinnerIcon = strokeIcon('SpinnerIcon', <path d="M21 12a9 9 0 1 1-6.219-8.56" />);

export const ClockIcon = strokeIcon(
  'ClockIcon',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </>,
);

/** Solid play triangle, used on thumbnails and in the logo. */
export function PlayIcon(props: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false" {...props}>
      <path d="M8 5.14v13.72a1 1 0 0 0 1.52.85l10.6-6.86a1 1 0 0 0 0-1.7L9.52 4.29A1 1 0 0 0 8 5.14Z" />
    </svg>
  );
}

/** Google's four-colour "G", required on the sign-in button by Google's branding rules. */
export function GoogleIcon(props: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false" {...props}>
      <path fill="#4285F4" d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92c-.26 1.37-1.04 2.53-2.21 3.31v2.77h3.57c2.08-1.92 3.28-4.74 3.28-8.09z" />
      <path fill="#34A853" d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84C3.99 20.53 7.7 23 12 23z" />
      <path fill="#FBBC05" d="M5.84 14.09c-.22-.66-.35-1.36-.35-2.09s.13-1.43.35-2.09V7.07H2.18C1.43 8.55 1 10.22 1 12s.43 3.45 1.18 4.93l2.85-2.22.81-.62z" />
      <path fill="#EA4335" d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15C17.45 2.09 14.97 1 12 1 7.7 1 3.99 3.47 2.18 7.07l3.66 2.84c.87-2.6 3.3-4.53 6.16-4.53z" />
    </svg>
  );
}

export const GripVerticalIcon = strokeIcon(
  'GripVerticalIcon',
  <>
    <circle cx="9" cy="12" r="1" />
    <circle cx="9" cy="5" r="1" />
    <circle cx="9" cy="19" r="1" />
    <circle cx="15" cy="12" r="1" />
    <circle cx="15" cy="5" r="1" />
    <circle cx="15" cy="19" r="1" />
  </>,
);

export const ClipboardIcon = strokeIcon(
  'ClipboardIcon',
  <>
    <rect width="8" height="4" x="8" y="2" rx="1" ry="1" />
    <path d="M16 4h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2" />
  </>,
);

export const LockIcon = strokeIcon(
  'LockIcon',
  <>
    <rect width="18" height="11" x="3" y="11" rx="2" ry="2" />
    <path d="M7 11V7a5 5 0 0 1 10 0v4" />
  </>,
);

export const LayoutGridIcon = strokeIcon(
  'LayoutGridIcon',
  <>
    <rect width="7" height="7" x="3" y="3" rx="1" />
    <rect width="7" height="7" x="14" y="3" rx="1" />
    <rect width="7" height="7" x="14" y="14" rx="1" />
    <rect width="7" height="7" x="3" y="14" rx="1" />
  </>,
);

export const ListIcon = strokeIcon(
  'ListIcon',
  <>
    <path d="M3 12h.01M3 18h.01M3 6h.01M8 12h13M8 18h13M8 6h13" />
  </>,
);

export const RowsIcon = strokeIcon(
  'RowsIcon',
  <>
    <rect width="18" height="7" x="3" y="3" rx="1" />
    <rect width="18" height="7" x="3" y="14" rx="1" />
  </>,
);

export const PlusIcon = strokeIcon('PlusIcon', <path d="M5 12h14M12 5v14" />);

export const XIcon = strokeIcon('XIcon', <path d="M18 6 6 18M6 6l12 12" />);

export const TrashIcon = strokeIcon(
  'TrashIcon',
  <>
    <path d="M3 6h18M19 6v14c0 1-1 2-2 2H7c-1 0-2-1-2-2V6M8 6V4c0-1 1-2 2-2h4c1 0 2 1 2 2v2" />
    <path d="M10 11v6M14 11v6" />
  </>,
);

export const MoreVerticalIcon = strokeIcon(
  'MoreVerticalIcon',
  <>
    <circle cx="12" cy="12" r="1" />
    <circle cx="12" cy="5" r="1" />
    <circle cx="12" cy="19" r="1" />
  </>,
);

export const HeartIcon = strokeIcon(
  'HeartIcon',
  <path d="M19 14c1.49-1.46 3-3.21 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.76 0-3 .5-4.5 2-1.5-1.5-2.74-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4.05 3 5.5l7 7Z" />,
);

export const ExternalLinkIcon = strokeIcon(
  'ExternalLinkIcon',
  <>
    <path d="M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />
  </>,
);

export const PencilIcon = strokeIcon(
  'PencilIcon',
  <>
    <path d="M21.17 6.81a1 1 0 0 0-3.99-3.99L3.84 16.17a2 2 0 0 0-.5.83l-1.32 4.35a.5.5 0 0 0 .62.62l4.35-1.32a2 2 0 0 0 .83-.5z" />
    <path d="m15 5 4 4" />
  </>,
);

export const ChevronDownIcon = strokeIcon('ChevronDownIcon', <path d="m6 9 6 6 6-6" />);

export const ChevronRightIcon = strokeIcon('ChevronRightIcon', <path d="m9 18 6-6-6-6" />);

export const TagIcon = strokeIcon(
  'TagIcon',
  <>
    <path d="M12.59 2.59A2 2 0 0 0 11.17 2H4a2 2 0 0 0-2 2v7.17a2 2 0 0 0 .59 1.41l8.7 8.71a2.43 2.43 0 0 0 3.42 0l6.58-6.58a2.43 2.43 0 0 0 0-3.42z" />
    <circle cx="7.5" cy="7.5" r=".5" fill="currentColor" />
  </>,
);

export const TrendingUpIcon = strokeIcon(
  'TrendingUpIcon',
  <>
    <path d="M22 7 13.5 15.5 8.5 10.5 2 17" />
    <path d="M16 7h6v6" />
  </>,
);

export const SparklesIcon = strokeIcon(
  'SparklesIcon',
  <>
    <path d="M9.94 15.5A2 2 0 0 0 8.5 14.06l-6.14-1.58a.5.5 0 0 1 0-.96L8.5 9.94A2 2 0 0 0 9.94 8.5l1.58-6.14a.5.5 0 0 1 .96 0L14.06 8.5A2 2 0 0 0 15.5 9.94l6.14 1.58a.5.5 0 0 1 0 .96L15.5 14.06a2 2 0 0 0-1.44 1.44l-1.58 6.14a.5.5 0 0 1-.96 0z" />
    <path d="M20 3v4M22 5h-4" />
  </>,
);

export const CalendarIcon = strokeIcon(
  'CalendarIcon',
  <>
    <rect width="18" height="18" x="3" y="4" rx="2" />
    <path d="M16 2v4M8 2v4M3 10h18" />
  </>,
);

export const EyeIcon = strokeIcon(
  'EyeIcon',
  <>
    <path d="M2.06 12.35a1 1 0 0 1 0-.7 10.75 10.75 0 0 1 19.88 0 1 1 0 0 1 0 .7 10.75 10.75 0 0 1-19.88 0" />
    <circle cx="12" cy="12" r="3" />
  </>,
);

export const FilterIcon = strokeIcon('FilterIcon', <path d="M22 3H2l8 9.46V19l4 2v-8.54z" />);

export const ListVideoIcon = strokeIcon(
  'ListVideoIcon',
  <>
    <path d="M12 12H3M16 6H3M12 18H3" />
    <path d="m16 12 5 3-5 3v-6Z" />
  </>,
);

export const FolderCogIcon = strokeIcon(
  'FolderCogIcon',
  <>
    <path d="M10.3 20H4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h3.98a2 2 0 0 1 1.69.9l.66 1.2A2 2 0 0 0 12 6h8a2 2 0 0 1 2 2v3.3" />
    <circle cx="18" cy="18" r="3" />
    <path d="M18 14v1M18 21v1M22 18h-1M15 18h-1M20.83 15.17l-.71.71M15.88 20.12l-.71.71M20.83 20.83l-.71-.71M15.88 15.88l-.71-.71" />
  </>,
);

export const UsersIcon = strokeIcon(
  'UsersIcon',
  <>
    <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2" />
    <circle cx="9" cy="7" r="4" />
    <path d="M22 21v-2a4 4 0 0 0-3-3.87M16 3.13a4 4 0 0 1 0 7.75" />
  </>,
);

export const RefreshIcon = strokeIcon(
  'RefreshIcon',
  <>
    <path d="M3 12a9 9 0 0 1 9-9 9.75 9.75 0 0 1 6.74 2.74L21 8" />
    <path d="M21 3v5h-5" />
    <path d="M21 12a9 9 0 0 1-9 9 9.75 9.75 0 0 1-6.74-2.74L3 16" />
    <path d="M8 16H3v5" />
  </>,
);

export const ArrowUpDownIcon = strokeIcon(
  'ArrowUpDownIcon',
  <>
    <path d="m21 16-4 4-4-4M17 20V4M3 8l4-4 4 4M7 4v16" />
  </>,
);

/** Solid star for the Featured badge. */
export function StarFilledIcon(props: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false" {...props}>
      <path d="M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01L12 2z" />
    </svg>
  );
}

/** Solid heart for favourites. */
export function HeartFilledIcon(props: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false" {...props}>
      <path d="M19 14c1.49-1.46 3-3.21 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.76 0-3 .5-4.5 2-1.5-1.5-2.74-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4.05 3 5.5l7 7Z" />
    </svg>
  );
}

/* Player controls (features/player). */

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

export const VolumeHighIcon = strokeIcon(
  'VolumeHighIcon',
  <>
    <path d="M11 4.7a.7.7 0 0 0-1.2-.5L6.4 7.6a1.4 1.4 0 0 1-1 .4H3a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h2.4a1.4 1.4 0 0 1 1 .4l3.4 3.4a.7.7 0 0 0 1.2-.5Z" />
    <path d="M16 9a5 5 0 0 1 0 6M19.4 18.4a9 9 0 0 0 0-12.8" />
  </>,
);

export const VolumeLowIcon = strokeIcon(
  'VolumeLowIcon',
  <>
    <path d="M11 4.7a.7.7 0 0 0-1.2-.5L6.4 7.6a1.4 1.4 0 0 1-1 .4H3a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h2.4a1.4 1.4 0 0 1 1 .4l3.4 3.4a.7.7 0 0 0 1.2-.5Z" />
    <path d="M16 9a5 5 0 0 1 0 6" />
  </>,
);

export const VolumeMuteIcon = strokeIcon(
  'VolumeMuteIcon',
  <>
    <path d="M11 4.7a.7.7 0 0 0-1.2-.5L6.4 7.6a1.4 1.4 0 0 1-1 .4H3a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h2.4a1.4 1.4 0 0 1 1 .4l3.4 3.4a.7.7 0 0 0 1.2-.5Z" />
    <path d="m22 9-6 6M16 9l6 6" />
  </>,
);

export const MaximizeIcon = strokeIcon('MaximizeIcon', <path d="M8 3H5a2 2 0 0 0-2 2v3M21 8V5a2 2 0 0 0-2-2h-3M3 16v3a2 2 0 0 0 2 2h3M16 21h3a2 2 0 0 0 2-2v-3" />);

export const MinimizeIcon = strokeIcon('MinimizeIcon', <path d="M8 3v3a2 2 0 0 1-2 2H3M21 8h-3a2 2 0 0 1-2-2V3M3 16h3a2 2 0 0 1 2 2v3M16 21v-3a2 2 0 0 1 2-2h3" />);

export const PlaylistIcon = strokeIcon(
  'PlaylistIcon',
  <>
    <path d="M3 6h13M3 12h9M3 18h9" />
    <path d="M16 12.2v7.6a.5.5 0 0 0 .76.43l5.2-3.8a.5.5 0 0 0 0-.86l-5.2-3.8a.5.5 0 0 0-.76.43Z" />
  </>,
);
