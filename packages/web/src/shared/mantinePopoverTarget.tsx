import { cloneElement, type ReactElement, type Ref } from 'react';
import { getRefProp, getSingleElementChild, usePopoverContext, useProps, type PopoverTargetProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { useReferenceAfterFirstDraw } from './referenceAfterFirstDraw.ts';

const defaultProps = { refProp: 'ref', popupType: 'dialog' } satisfies Partial<PopoverTargetProps>;

type TChildProps = { className?: string; onClick?: (event: unknown) => void };

/**
 * Mantine's `Popover.Target` (under every menu, select and popover) as the app keeps it, aliased in for Mantine's own in
 * vite.config.ts: the same, but it hands the popover its target after the first draw (`useReferenceAfterFirstDraw`).
 */
export function PopoverTarget(props: PopoverTargetProps & { ref?: Ref<HTMLElement> }) {
  const { children, refProp, popupType, ref, ...others } = useProps('PopoverTarget', defaultProps, props);
  const child = getSingleElementChild(children) as ReactElement<TChildProps> | null;
  if (!child)
    throw new Error(
      'Popover.Target component children should be an element or a component that accepts ref. Fragments, strings, numbers and other primitive values are not supported',
    );
  const ctx = usePopoverContext();
  const targetRef = useMergedRef(useReferenceAfterFirstDraw(ctx.reference), getRefProp(child), ref);
  const accessibleProps = ctx.withRoles
    ? {
        'aria-haspopup': popupType,
        'aria-expanded': ctx.opened,
        'aria-controls': ctx.opened ? ctx.getDropdownId() : undefined,
        id: ctx.getTargetId(),
      }
    : {};
  const childProps = child.props;
  return cloneElement(child, {
    ...others,
    ...accessibleProps,
    ...ctx.targetProps,
    className: [ctx.targetProps.className, (others as TChildProps).className, childProps.className].filter(Boolean).join(' ') || undefined,
    [refProp]: targetRef,
    ...(!ctx.controlled
      ? {
          onClick: (event: unknown) => {
            ctx.onToggle();
            childProps.onClick?.(event);
          },
        }
      : null),
  } as TChildProps);
}
PopoverTarget.displayName = '@mantine/core/PopoverTarget';
