import { useId } from 'react';
import { lookAlikeTriggerProps } from './deferred';
import { interactiveKit } from './interactive-kit';
import type { MenuProps } from './menu-parts';

export type { MenuParts } from './menu-parts';

/**
 * A dropdown menu of actions behind a trigger button. Ark's menu loads on first use
 * (components/ui/deferred.ts); until then the closed trigger's look-alike (same element, classes,
 * id and ARIA state), and the items are not rendered at all.
 */
export function Menu(props: MenuProps) {
  const id = useId();
  const kit = interactiveKit.use();
  if (kit) return <kit.RealMenu id={id} {...props} />;
  return (
    <button
      {...lookAlikeTriggerProps(`menu:${id}:trigger`, interactiveKit)}
      data-scope="menu"
      data-part="trigger"
      type="button"
      dir="ltr"
      data-uid={id}
      aria-haspopup="menu"
      aria-expanded="false"
      data-state="closed"
      aria-label={props.label}
      className={props.triggerClassName}
    >
      {props.trigger}
    </button>
  );
}
