import ArrowLeft from 'lucide-react/icons/arrow-left';
import ArrowLeftRight from 'lucide-react/icons/arrow-left-right';
import ArrowRight from 'lucide-react/icons/arrow-right';
import ArrowUpDown from 'lucide-react/icons/arrow-up-down';
import Bookmark from 'lucide-react/icons/bookmark';
import Calendar from 'lucide-react/icons/calendar';
import Check from 'lucide-react/icons/check';
import ChevronDown from 'lucide-react/icons/chevron-down';
import ChevronRight from 'lucide-react/icons/chevron-right';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleExclamationPoint from 'lucide-react/icons/circle-exclamation-point';
import Clipboard from 'lucide-react/icons/clipboard';
import Clock from 'lucide-react/icons/clock';
import Download from 'lucide-react/icons/download';
import EllipsisVertical from 'lucide-react/icons/ellipsis-vertical';
import ExternalLink from 'lucide-react/icons/external-link';
import Eye from 'lucide-react/icons/eye';
import Folder from 'lucide-react/icons/folder';
import FolderCog from 'lucide-react/icons/folder-cog';
import Funnel from 'lucide-react/icons/funnel';
import Globe from 'lucide-react/icons/globe';
import GripVertical from 'lucide-react/icons/grip-vertical';
import Heart from 'lucide-react/icons/heart';
import Layers from 'lucide-react/icons/layers';
import LayoutGrid from 'lucide-react/icons/layout-grid';
import Link from 'lucide-react/icons/link';
import List from 'lucide-react/icons/list';
import ListVideo from 'lucide-react/icons/list-video';
import Lock from 'lucide-react/icons/lock';
import LogOut from 'lucide-react/icons/log-out';
import PanelLeft from 'lucide-react/icons/panel-left';
import Pencil from 'lucide-react/icons/pencil';
import Plus from 'lucide-react/icons/plus';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import Search from 'lucide-react/icons/search';
import Settings2 from 'lucide-react/icons/settings-2';
import Shield from 'lucide-react/icons/shield';
import Sparkles from 'lucide-react/icons/sparkles';
import Star from 'lucide-react/icons/star';
import StretchHorizontal from 'lucide-react/icons/stretch-horizontal';
import Tag from 'lucide-react/icons/tag';
import Trash from 'lucide-react/icons/trash';
import TrendingUp from 'lucide-react/icons/trending-up';
import UserRound from 'lucide-react/icons/user-round';
import Users from 'lucide-react/icons/users';
import X from 'lucide-react/icons/x';
import Zap from 'lucide-react/icons/zap';
import Code from 'lucide-react/icons/code';
import Mail from 'lucide-react/icons/mail';
import Rss from 'lucide-react/icons/rss';
import { type IconProps, lucide } from './entry-icons';

// The app frame's icons (the SPA's entry draws them) live in entry-icons.tsx; every icon is named here.
export { MonitorIcon, MoonIcon, PlayIcon, SpinnerIcon, SunIcon, type IconProps } from './entry-icons';

/*
 * Our icon names, mapped onto lucide-react, one module per icon (lucide-react/icons/<name>), so
 * each chunk takes only the icons its own code draws. Call sites use the names below and never
 * import lucide-react themselves. The conventions (entry-icons.tsx's `lucide`) stay ours.
 */
export const SearchIcon = /* @__PURE__ */ lucide('SearchIcon', Search);
export const PanelLeftIcon = /* @__PURE__ */ lucide('PanelLeftIcon', PanelLeft);
export const UserIcon = /* @__PURE__ */ lucide('UserIcon', UserRound);
export const SettingsIcon = /* @__PURE__ */ lucide('SettingsIcon', Settings2);
export const ShieldIcon = /* @__PURE__ */ lucide('ShieldIcon', Shield);
export const DownloadIcon = /* @__PURE__ */ lucide('DownloadIcon', Download);
export const LogOutIcon = /* @__PURE__ */ lucide('LogOutIcon', LogOut);
export const StarIcon = /* @__PURE__ */ lucide('StarIcon', Star);
export const FolderIcon = /* @__PURE__ */ lucide('FolderIcon', Folder);
export const GlobeIcon = /* @__PURE__ */ lucide('GlobeIcon', Globe);
export const CheckIcon = /* @__PURE__ */ lucide('CheckIcon', Check);
export const ArrowRightIcon = /* @__PURE__ */ lucide('ArrowRightIcon', ArrowRight);
export const BookmarkIcon = /* @__PURE__ */ lucide('BookmarkIcon', Bookmark);
export const LinkIcon = /* @__PURE__ */ lucide('LinkIcon', Link);
export const ZapIcon = /* @__PURE__ */ lucide('ZapIcon', Zap);
export const LayersIcon = /* @__PURE__ */ lucide('LayersIcon', Layers);
export const AlertCircleIcon = /* @__PURE__ */ lucide('AlertCircleIcon', CircleExclamationPoint);
export const CheckCircleIcon = /* @__PURE__ */ lucide('CheckCircleIcon', CircleCheck);
export const ClockIcon = /* @__PURE__ */ lucide('ClockIcon', Clock);
export const GripVerticalIcon = /* @__PURE__ */ lucide('GripVerticalIcon', GripVertical);
export const ClipboardIcon = /* @__PURE__ */ lucide('ClipboardIcon', Clipboard);
export const LockIcon = /* @__PURE__ */ lucide('LockIcon', Lock);
export const LayoutGridIcon = /* @__PURE__ */ lucide('LayoutGridIcon', LayoutGrid);
export const ListIcon = /* @__PURE__ */ lucide('ListIcon', List);
export const RowsIcon = /* @__PURE__ */ lucide('RowsIcon', StretchHorizontal);
export const PlusIcon = /* @__PURE__ */ lucide('PlusIcon', Plus);
export const XIcon = /* @__PURE__ */ lucide('XIcon', X);
export const TrashIcon = /* @__PURE__ */ lucide('TrashIcon', Trash);
export const MoreVerticalIcon = /* @__PURE__ */ lucide('MoreVerticalIcon', EllipsisVertical);
export const HeartIcon = /* @__PURE__ */ lucide('HeartIcon', Heart);
export const ExternalLinkIcon = /* @__PURE__ */ lucide('ExternalLinkIcon', ExternalLink);
export const PencilIcon = /* @__PURE__ */ lucide('PencilIcon', Pencil);
export const ChevronDownIcon = /* @__PURE__ */ lucide('ChevronDownIcon', ChevronDown);
export const ChevronRightIcon = /* @__PURE__ */ lucide('ChevronRightIcon', ChevronRight);
export const TagIcon = /* @__PURE__ */ lucide('TagIcon', Tag);
export const TrendingUpIcon = /* @__PURE__ */ lucide('TrendingUpIcon', TrendingUp);
export const SparklesIcon = /* @__PURE__ */ lucide('SparklesIcon', Sparkles);
export const CalendarIcon = /* @__PURE__ */ lucide('CalendarIcon', Calendar);
export const EyeIcon = /* @__PURE__ */ lucide('EyeIcon', Eye);
export const FilterIcon = /* @__PURE__ */ lucide('FilterIcon', Funnel);
export const ListVideoIcon = /* @__PURE__ */ lucide('ListVideoIcon', ListVideo);
export const FolderCogIcon = /* @__PURE__ */ lucide('FolderCogIcon', FolderCog);
export const UsersIcon = /* @__PURE__ */ lucide('UsersIcon', Users);
export const RefreshIcon = /* @__PURE__ */ lucide('RefreshIcon', RefreshCw);
export const ArrowUpDownIcon = /* @__PURE__ */ lucide('ArrowUpDownIcon', ArrowUpDown);
export const ArrowLeftIcon = /* @__PURE__ */ lucide('ArrowLeftIcon', ArrowLeft);
export const ArrowLeftRightIcon = /* @__PURE__ */ lucide('ArrowLeftRightIcon', ArrowLeftRight);
export const CodeIcon = /* @__PURE__ */ lucide('CodeIcon', Code);
export const MailIcon = /* @__PURE__ */ lucide('MailIcon', Mail);
export const RssIcon = /* @__PURE__ */ lucide('RssIcon', Rss);

/** Solid star for the Featured badge. */
export const StarFilledIcon = /* @__PURE__ */ lucide('StarFilledIcon', Star, { fill: 'currentColor' });

/** Solid heart for favourites. */
export const HeartFilledIcon = /* @__PURE__ */ lucide('HeartFilledIcon', Heart, { fill: 'currentColor' });

/*
 * Our own drawings, not in lucide: brand marks (lucide dropped brand icons); the solid play glyph
 * is in entry-icons.tsx (the player's other glyphs: player-icons.tsx).
 */

/** The Chrome mark for "Install Extension", outlined like the lucide icons around it. */
export function ChromeIcon(props: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...props}>
      <circle cx="12" cy="12" r="10" />
      <circle cx="12" cy="12" r="4" />
      <path d="M21.17 8H12M3.95 6.06 8.54 14M10.88 21.94 15.46 14" />
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

// The player's controls have their own module (player-icons.tsx): only the player loads them.
