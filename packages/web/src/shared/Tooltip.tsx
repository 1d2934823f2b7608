import { cloneElement, type ReactElement, type Ref } from 'react';
import { getRefProp, Tooltip as MantineTooltip, type TooltipProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { useReferenceAfterFirstDraw } from './referenceAfterFirstDraw.ts';

type TTargetProps = Record<string, unknown> & { className?: string };

/** Shown on keyboard focus as on hover (Mantine's shows on hover only): a keyboard user reads what a pointer user reads. */
const EVENTS = { hover: true, focus: true, touch: false };

/**
 * Mantine's tooltip, its target handed over after the first draw (`useReferenceAfterFirstDraw`): Mantine's tooltip gives
 * its child the ref and the handlers it needs, and this child passes them on to the element it holds. The lint refuses
 * Mantine's own.
 */
export function Tooltip({ children, ...props }: Omit<TooltipProps, 'children'> & { children: ReactElement<TTargetProps> }) {
  return (
    <MantineTooltip events={EVENTS} {...props}>
      <Target>{children}</Target>
    </MantineTooltip>
  );
}

function Target({ children, ref, ...fromTooltip }: { children: ReactElement<TTargetProps>; ref?: Ref<HTMLElement> } & TTargetProps) {
  const own = children.props;
  const targetRef = useMergedRef(useReferenceAfterFirstDraw(ref), getRefProp(children));
  // What the tooltip gives is passed on, but for what it leaves undefined (its own onClick unless one was given to it),
  // and the element's own handlers run as well as the tooltip's: Mantine's tooltip merges them for a child it holds itself.
  const props: TTargetProps = {};
  for (const [name, given] of Object.entries(fromTooltip)) {
    if (given === undefined) continue;
    const ownHandler = own[name];
    props[name] =
      /^on[A-Z]/.test(name) && typeof given === 'function' && typeof ownHandler === 'function'
        ? (...args: unknown[]) => {
            ownHandler(...args);
            given(...args);
          }
        : given;
  }
  props.className = [fromTooltip.className as string | undefined, own.className].filter(Boolean).join(' ') || undefined;
  return cloneElement(children, { ...props, ref: targetRef } as TTargetProps);
}
