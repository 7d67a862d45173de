import { ToggleGroup as ArkToggleGroup } from '@ark-ui/react/toggle-group';
import { Tooltip } from './tooltip';
import type { ToggleGroupProps } from './toggle-group-parts';

/**
 * The real single-choice toggle group (Ark: roving focus, arrow keys), loaded on first use
 * (toggle-group.tsx). `id` names its parts like the look-alike's.
 */
export function RealToggleGroup<V extends string>({ id, label, value, onValueChange, items, className, itemClassName }: ToggleGroupProps<V> & { id: string }) {
  return (
    <ArkToggleGroup.Root
      id={id}
      aria-label={label}
      value={[value]}
      onValueChange={(details) => {
        const next = details.value[0] as V | undefined;
        if (next) onValueChange(next);
      }}
      className={className}
    >
      {items.map((item) => (
        // The tooltip sits on a wrapper: its trigger props would override the item's state.
        <Tooltip key={item.value} content={item.tooltip}>
          <span className="flex">
            <ArkToggleGroup.Item
              value={item.value}
              disabled={item.disabled}
              aria-label={item.label}
              title={item.disabled ? item.tooltip : undefined}
              className={itemClassName}
            >
              {item.icon}
            </ArkToggleGroup.Item>
          </span>
        </Tooltip>
      ))}
    </ArkToggleGroup.Root>
  );
}
