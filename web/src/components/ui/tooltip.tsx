import { cloneElement, isValidElement, type FocusEvent, type PointerEvent, type ReactElement, type ReactNode, type TouchEvent, useId } from 'react';
import { noteHover, noteLeave } from './deferred';
import { interactiveKit } from './interactive-kit';

type TriggerProps = {
  id?: string;
  onPointerEnter?: (event: PointerEvent) => void;
  onPointerLeave?: (event: PointerEvent) => void;
  onFocus?: (event: FocusEvent) => void;
  onTouchStart?: (event: TouchEvent) => void;
};

/**
 * A text tooltip on hover and keyboard focus (spec 1 §9: after 700 ms). Ark's tooltip loads on
 * first use (components/ui/deferred.ts): until then the trigger alone, which loads it when the
 * pointer reaches it or it takes focus, and keeps its id so focus can follow.
 */
export function Tooltip({ content, children, disabled }: { content: ReactNode; children: ReactNode; disabled?: boolean }) {
  const id = useId();
  const kit = interactiveKit.use();
  if (kit) return <kit.RealTooltip id={id} content={content} disabled={disabled}>{children}</kit.RealTooltip>;
  if (!isValidElement<TriggerProps>(children)) return children;
  const own = children.props;
  const load = () => interactiveKit.start();
  const triggerId = `tooltip:${id}:trigger`;
  return cloneElement(children as ReactElement<TriggerProps>, {
    id: triggerId,
    onPointerEnter: (event) => {
      own.onPointerEnter?.(event);
      noteHover(triggerId, event.pointerType);
      load();
    },
    onPointerLeave: (event) => {
      own.onPointerLeave?.(event);
      noteLeave(triggerId);
    },
    onFocus: (event) => {
      own.onFocus?.(event);
      load();
    },
    onTouchStart: (event) => {
      own.onTouchStart?.(event);
      load();
    },
  });
}
