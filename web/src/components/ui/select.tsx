import { useId } from 'react';
import { lookAlikeTriggerProps } from './deferred';
import { ChevronDownIcon } from './icons';
import { interactiveKit } from './interactive-kit';
import { type SelectProps, selectIds, selectStyles } from './select-parts';

export type { SelectOption } from './select-parts';

const VISUALLY_HIDDEN = {
  border: 0,
  clip: 'rect(0px, 0px, 0px, 0px)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  width: '1px',
  whiteSpace: 'nowrap',
  overflowWrap: 'normal',
} as const;

/**
 * A single-choice dropdown. Ark Select loads on first use (components/ui/deferred.ts); until then
 * the closed dropdown's look-alike: same elements, classes, ids and accessible name.
 */
export function Select<V extends string>(props: SelectProps<V>) {
  const id = useId();
  const kit = interactiveKit.use();
  if (kit) return <kit.RealSelect id={id} {...props} />;
  const ids = selectIds(id);
  const selected = props.options.find((option) => option.value === props.value);
  return (
    <div data-scope="select" data-part="root" dir="ltr" id={ids.root} className={props.className}>
      <label data-scope="select" data-part="label" dir="ltr" id={ids.label} htmlFor={ids.hiddenSelect} className="sr-only">
        {props.label}
      </label>
      <div data-scope="select" data-part="control" dir="ltr" id={ids.control} data-state="closed">
        <button
          {...lookAlikeTriggerProps(ids.trigger, interactiveKit)}
          dir="ltr"
          type="button"
          role="combobox"
          aria-expanded="false"
          aria-haspopup="listbox"
          data-state="closed"
          aria-invalid="false"
          aria-required="false"
          aria-labelledby={ids.label}
          data-scope="select"
          data-part="trigger"
          className={selectStyles.trigger}
        >
          {props.icon}
          <span data-scope="select" data-part="value-text" dir="ltr" className={props.compactOnMobile ? selectStyles.compactValue : undefined}>
            {selected?.label}
          </span>
          <div data-scope="select" data-part="indicator" dir="ltr" aria-hidden="true" data-state="closed" className={selectStyles.indicator}>
            <ChevronDownIcon className="size-4" />
          </div>
        </button>
      </div>
      {/* Ark's hidden native select (forms, autofill), hidden from everyone. */}
      <select
        aria-hidden="true"
        id={ids.hiddenSelect}
        tabIndex={-1}
        aria-labelledby={ids.label}
        style={VISUALLY_HIDDEN}
        value={props.value}
        onChange={() => undefined}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
