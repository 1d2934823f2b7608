import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useProps, type PortalProps } from '@mantine/core';
import { assignRef } from '@mantine/hooks';
import { drawsAsServer } from './serverDrawn.ts';

let sharedNode: HTMLElement | null = null;

function portalNode({ target, reuseTargetNode, className, style, id }: Omit<PortalProps, 'children'>): HTMLElement | null {
  if (typeof target === 'string') return document.querySelector<HTMLElement>(target) ?? newNode({ className, style, id });
  if (target) return target;
  if (!reuseTargetNode) return newNode({ className, style, id });
  if (sharedNode && document.body.contains(sharedNode)) return sharedNode;
  sharedNode = document.querySelector<HTMLElement>('[data-mantine-shared-portal-node]');
  if (!sharedNode) {
    sharedNode = newNode({ className, style, id });
    sharedNode.setAttribute('data-mantine-shared-portal-node', 'true');
    document.body.appendChild(sharedNode);
  }
  return sharedNode;
}

function newNode({ className, style, id }: Pick<PortalProps, 'className' | 'style' | 'id'>): HTMLElement {
  const node = document.createElement('div');
  node.setAttribute('data-portal', 'true');
  if (className) node.classList.add(...className.split(' ').filter(Boolean));
  if (style) Object.assign(node.style, style);
  if (id) node.id = id;
  return node;
}

const defaultProps = { reuseTargetNode: true } satisfies Partial<PortalProps>;

/**
 * Mantine's `Portal` as the app keeps it (aliased in for Mantine's own in vite.config.ts), the same but for when it
 * mounts. Mantine's mounts in a layout effect, and a state set there makes React render again synchronously inside the
 * commit. Every menu, select and tooltip has one, mounted with the page even while closed, so after hydrating a page the
 * server drew, the header's account menu alone made hydration's commit a long task (decision 0021, stop 62). In that
 * draw it mounts after the commit instead, in an effect of its own; any later mount (a dialog opening) is as Mantine's.
 */
export function Portal(props: PortalProps) {
  const { children, target, reuseTargetNode, ref, ...others } = useProps('Portal', defaultProps, props);
  const [mounted, setMounted] = useState(false);
  const nodeRef = useRef<HTMLElement | null>(null);
  const [inFirstDraw] = useState(() => drawsAsServer() !== null);
  const useMountEffect = inFirstDraw ? useEffect : useLayoutEffect;
  useMountEffect(() => {
    setMounted(true);
    nodeRef.current = portalNode({ target, reuseTargetNode, ...others });
    assignRef(ref, nodeRef.current);
    const ownNode = !target && !reuseTargetNode ? nodeRef.current : null;
    if (ownNode) document.body.appendChild(ownNode);
    return () => {
      if (ownNode) document.body.removeChild(ownNode);
    };
    // Mantine's deps: the node is chosen again only when the target changes.
  }, [target]);
  if (!mounted || !nodeRef.current) return null;
  return createPortal(children, nodeRef.current);
}
Portal.displayName = '@mantine/core/Portal';
