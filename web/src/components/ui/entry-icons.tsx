import type { SVGProps } from 'react';
import type { LucideIcon } from 'lucide-react';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import Monitor from 'lucide-react/icons/monitor';
import Moon from 'lucide-react/icons/moon';
import Sun from 'lucide-react/icons/sun';

// The icons the SPA's entry draws (the spinner, the logo, the theme toggle) and our conventions for
// every icon. The rest are in icons.tsx, which no module of the entry imports: the entry downloads
// these few, and each screen's chunk the icons its own code draws.

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref'>;

/*
 * Our icon names, mapped onto lucide-react: 1em square (sized by font-size or a size-* class),
 * stroke 2, and decorative by default (aria-hidden): the control that holds an icon carries the
 * accessible name.
 */
export function lucide(displayName: string, Icon: LucideIcon, defaults: IconProps = {}) {
  function OurIcon(props: IconProps) {
    return <Icon size="1em" aria-hidden="true" focusable="false" {...defaults} {...props} />;
  }
  OurIcon.displayName = displayName;
  return OurIcon;
}

export const SunIcon = /* @__PURE__ */ lucide('SunIcon', Sun);
export const MoonIcon = /* @__PURE__ */ lucide('MoonIcon', Moon);
export const MonitorIcon = /* @__PURE__ */ lucide('MonitorIcon', Monitor);
export const SpinnerIcon = /* @__PURE__ */ lucide('SpinnerIcon', LoaderCircle);

/** Solid play triangle, used on thumbnails and in the logo. */
export function PlayIcon(props: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false" {...props}>
      <path d="M8 5.14v13.72a1 1 0 0 0 1.52.85l10.6-6.86a1 1 0 0 0 0-1.7L9.52 4.29A1 1 0 0 0 8 5.14Z" />
    </svg>
  );
}
