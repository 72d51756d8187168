import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useCallback, useId, useSyncExternalStore } from 'react';
import { grantsAnywhere } from '../../../shared/access/grants';
import { location } from '../../../shared/entities/location';
import { useSession } from '../../session/session-context';
import { addressText } from '../../ui/cell-text';
import { ICONS, ListIcon } from '../../ui/list-icons';
import { Icon } from '../navigation';
import type { TreeNode } from './location-tree';
import { TreeLink } from './TreeLink';
import { useTreeActions } from './tree-context';
import { newDepartmentPath, nodePath } from './tree-paths';
import { EXPANDED, MATCH, SELECTED } from './tree-store';

/** One level of the tree as a list; nested lists carry the structure to assistive technology. */
export function LocationTreeList({ nodes, label }: { nodes: readonly TreeNode[]; label: string }) {
  return (
    <ul className="location-tree" aria-label={label}>
      {nodes.map((node) => (
        <TreeItem key={node.id} node={node} />
      ))}
    </ul>
  );
}

/** Re-renders when its own node changes or its flags do, not with every click elsewhere. */
const TreeItem = memo(function TreeItem({ node }: { node: TreeNode }) {
  const { t } = useLingui();
  const mayCreateDepartment = grantsAnywhere(useSession().employee.grants, 'CREATE', 'DEPARTMENTS');
  const { store, onToggle, onSelect } = useTreeActions();
  const flags = useSyncExternalStore(
    store.subscribe,
    useCallback(() => store.flags(node), [store, node]),
  );
  const groupId = useId();
  const name = node.name || t`(no name)`;
  const open = (flags & EXPANDED) !== 0;
  const selected = (flags & SELECTED) !== 0;
  const isLocation = node.kind === 'LOCATION';
  const address = addressText(location.fields.address, node.data.address);
  return (
    <li className="location-tree-item" data-testid={`tree-node-${node.id}`}>
      <div
        className="location-tree-row"
        data-kind={node.kind}
        data-selected={selected || undefined}
        data-match={(flags & MATCH) !== 0 || undefined}
      >
        {node.children.length > 0 ? (
          <button
            type="button"
            className="icon-button location-tree-toggle"
            aria-expanded={open}
            aria-controls={open ? groupId : undefined}
            aria-label={open ? t`Collapse ${name}` : t`Expand ${name}`}
            onClick={() => onToggle(node)}
          >
            <Icon name="chevron" />
          </button>
        ) : (
          <span className="location-tree-toggle" />
        )}
        <TreeLink href={nodePath(node)} className="location-tree-link">
          <Icon name={isLocation ? 'location' : 'people'} />
          <span className="two-lines">
            <span className="location-tree-name">{name}</span>
            {address && <span className="line-muted">{address}</span>}
          </span>
        </TreeLink>
        {selected && (
          <span className="location-tree-selected">
            <Trans>Selected location</Trans>
          </span>
        )}
        <span className="location-tree-actions">
          {isLocation && (
            <button
              type="button"
              className="button location-tree-select"
              aria-pressed={selected}
              onClick={() => onSelect(node)}
            >
              <Trans>
                Select<span className="visually-hidden"> {name}</span>
              </Trans>
            </button>
          )}
          {mayCreateDepartment && (
            <TreeLink href={newDepartmentPath(node.id)} className="button" label={t`New department under ${name}`}>
              <ListIcon path={ICONS.plus} />
              <Trans>Department</Trans>
            </TreeLink>
          )}
        </span>
      </div>
      {open && (
        <ul id={groupId} className="location-tree-group">
          {node.children.map((child) => (
            <TreeItem key={child.id} node={child} />
          ))}
        </ul>
      )}
    </li>
  );
});
