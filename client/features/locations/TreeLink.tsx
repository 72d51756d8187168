import type { MouseEvent, ReactNode } from 'react';
import { useTreeActions } from './tree-context';

interface TreeLinkProps {
  readonly href: string;
  readonly className: string;
  readonly label?: string;
  readonly children: ReactNode;
}

/**
 * A plain link the router follows on a plain click: thousands of tree rows would otherwise
 * each hold router links that track the router's state.
 */
export function TreeLink({ href, className, label, children }: TreeLinkProps) {
  const { open } = useTreeActions();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    open(href);
  };
  return (
    <a href={href} className={className} aria-label={label} onClick={onClick}>
      {children}
    </a>
  );
}
