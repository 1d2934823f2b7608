import { cloneElement, useLayoutEffect, useRef, useState, type ReactElement, type ReactNode, type Ref } from 'react';
import { Menu, type MenuProps } from '@mantine/core';

type TTargetProps = {
  ref?: Ref<HTMLElement>;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
  onPointerEnter?: () => void;
  onTouchStart?: () => void;
  onFocus?: () => void;
};

/**
 * Every menu of the app: its button alone until a person points at it, touches it or moves focus to it, then Mantine's
 * menu around the same button. A Mantine menu is not free on a page's first draw: its popover keeps its target in
 * state set from a ref and mounts its portal, so each one drew again synchronously inside the commit of the page's
 * first draw (the header's account menu is on every page). Focus that mounts the menu is put back on the button.
 */
export function DeferredMenu({ target, children, ...menuProps }: MenuProps & { target: ReactElement<TTargetProps>; children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const refocus = useRef(false);
  const button = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    if (!wanted || !refocus.current) return;
    refocus.current = false;
    button.current?.focus();
  }, [wanted]);

  if (!wanted)
    return cloneElement(target, {
      // What Mantine's target says, so a screen reader meets a menu button either way.
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      onPointerEnter: () => setWanted(true),
      onTouchStart: () => setWanted(true),
      onFocus: () => {
        refocus.current = true;
        setWanted(true);
      },
    });
  return (
    <Menu {...menuProps}>
      <Menu.Target>{cloneElement(target, { ref: button })}</Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}
