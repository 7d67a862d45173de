import type { SVGProps } from 'react';
import {
  ArrowRight,
  ArrowUpDown,
  Bookmark,
  Calendar,
  Check,
  ChevronDown,
  ChevronRight,
  CircleCheck,
  CircleExclamationPoint,
  Clipboard,
  Clock,
  Download,
  EllipsisVertical,
  ExternalLink,
  Eye,
  Folder,
  FolderCog,
  Funnel,
  Globe,
  GripVertical,
  Heart,
  Layers,
  LayoutGrid,
  Link,
  List,
  ListVideo,
  LoaderCircle,
  Lock,
  LogOut,
  Monitor,
  Moon,
  PanelLeft,
  Pencil,
  Plus,
  RefreshCw,
  Search,
  Settings2,
  Shield,
  Sparkles,
  Star,
  StretchHorizontal,
  Sun,
  Tag,
  Trash,
  TrendingUp,
  UserRound,
  Users,
  X,
  Zap,
  type LucideIcon,
} from 'lucide-react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref'>;

/*
 * Our icon names, mapped onto lucide-react (named imports, so the build keeps only these). Call
 * sites use the names below and never import lucide-react themselves. The conventions stay ours:
 * 1em square (sized by font-size or a size-* class), stroke 2, and decorative by default
 * (aria-hidden): the control that holds an icon carries the accessible name.
 */
export function lucide(displayName: string, Icon: LucideIcon, defaults: IconProps = {}) {
  function OurIcon(props: IconProps) {
    return <Icon size="1em" aria-hidden="true" focusable="false" {...defaults} {...props} />;
  }
  OurIcon.displayName = displayName;
  return OurIcon;
}

export const SearchIcon = /* @__PURE__ */ lucide('SearchIcon', Search);
export const SunIcon = /* @__PURE__ */ lucide('SunIcon', Sun);
export const MoonIcon = /* @__PURE__ */ lucide('MoonIcon', Moon);
export const MonitorIcon = /* @__PURE__ */ lucide('MonitorIcon', Monitor);
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
export const SpinnerIcon = /* @__PURE__ */ lucide('SpinnerIcon', LoaderCircle);
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

/** Solid star for the Featured badge. */
export const StarFilledIcon = /* @__PURE__ */ lucide('StarFilledIcon', Star, { fill: 'currentColor' });

/** Solid heart for favourites. */
export const HeartFilledIcon = /* @__PURE__ */ lucide('HeartFilledIcon', Heart, { fill: 'currentColor' });

/*
 * Our own drawings, not in lucide: brand marks (lucide dropped brand icons) and the solid play
 * glyph, drawn filled rather than outlined (the player's other glyphs: player-icons.tsx).
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

/** Solid play triangle, used on thumbnails and in the logo. */
export function PlayIcon(props: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false" {...props}>
      <path d="M8 5.14v13.72a1 1 0 0 0 1.52.85l10.6-6.86a1 1 0 0 0 0-1.7L9.52 4.29A1 1 0 0 0 8 5.14Z" />
    </svg>
  );
}

// The player's controls have their own module (player-icons.tsx): only the player loads them.
