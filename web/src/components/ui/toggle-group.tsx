import { useId } from 'react';
import { lookAlikeTriggerProps } from './deferred';
import { interactiveKit } from './interactive-kit';
import { type ToggleGroupProps, toggleGroupIds } from './toggle-group-parts';
import { Tooltip } from './tooltip';

export type { ToggleGroupItem } from './toggle-group-parts';

/** Keys a toggle item acts on itself; Enter and Space click the button. */
const ITEM_KEYS: ReadonlySet<string> = new Set(['ArrowDown', 'ArrowUp', 'ArrowLeft', 'ArrowRight', 'Home', 'End']);

/**
 * A single-choice toggle group (a radio group of icon buttons, each with a tooltip). Ark's loads on
 * first use (components/ui/deferred.ts); until then its look-alike: same elements, classes, ids,
 * roles and state.
 */
export function ToggleGroup<V extends string>(props: ToggleGroupProps<V>) {
  const id = useId();
  const kit = interactiveKit.use();
  if (kit) return <kit.RealToggleGroup id={id} {...props} />;
  const ids = toggleGroupIds(id);
  return (
    <div
      data-scope="toggle-group"
      data-part="root"
      id={ids.root}
      dir="ltr"
      role="radiogroup"
      tabIndex={0}
      data-orientation="horizontal"
      aria-label={props.label}
      className={props.className}
      style={{ outline: 'none' }}
      onFocus={() => interactiveKit.start()}
      onPointerEnter={() => interactiveKit.start()}
    >
      {props.items.map((item) => {
        const on = item.value === props.value;
        return (
          <Tooltip key={item.value} content={item.tooltip}>
            <span className="flex">
              <button
                {...lookAlikeTriggerProps(ids.item(item.value), interactiveKit, ITEM_KEYS)}
                data-scope="toggle-group"
                data-part="item"
                type="button"
                data-ownedby={ids.root}
                disabled={item.disabled}
                tabIndex={-1}
                role="radio"
                aria-checked={on}
                data-orientation="horizontal"
                dir="ltr"
                data-state={on ? 'on' : 'off'}
                data-disabled={item.disabled ? '' : undefined}
                aria-label={item.label}
                title={item.disabled ? item.tooltip : undefined}
                className={props.itemClassName}
              >
                {item.icon}
              </button>
            </span>
          </Tooltip>
        );
      })}
    </div>
  );
}
