import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { memo, useId } from 'react';
import { location } from '../../../shared/entities/location';
import { addressText } from '../entity-list/cell-text';
import { ICONS, ListIcon } from '../entity-list/cells';
import { Icon } from '../navigation/icons';
import type { TreeNode } from './location-tree';
import { useTreeState } from './tree-context';
import { isExpanded } from './tree-expansion';

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

const TreeItem = memo(function TreeItem({ node }: { node: TreeNode }) {
  const { t } = useLingui();
  const state = useTreeState();
  const groupId = useId();
  const name = node.name || t`(no name)`;
  const hasChildren = node.children.length > 0;
  const open = hasChildren && isExpanded(state.expansion, node, state.searching);
  const isLocation = node.kind === 'LOCATION';
  const selected = isLocation && state.selectedId === node.id;
  const address = addressText(location.fields.address, node.data.address);
  return (
    <li className="location-tree-item" data-testid={`tree-node-${node.id}`}>
      <div
        className="location-tree-row"
        data-kind={node.kind}
        data-selected={selected || undefined}
        data-match={state.matches?.has(node.id) || undefined}
      >
        {hasChildren ? (
          <button
            type="button"
            className="icon-button location-tree-toggle"
            aria-expanded={open}
            aria-controls={open ? groupId : undefined}
            aria-label={open ? t`Collapse ${name}` : t`Expand ${name}`}
            onClick={() => state.onToggle(node)}
          >
            <Icon name="chevron" />
          </button>
        ) : (
          <span className="location-tree-toggle" />
        )}
        <Link
          to={isLocation ? '/locations/$id' : '/locations/departments/$id'}
          params={{ id: node.id }}
          className="location-tree-link"
        >
          <Icon name={isLocation ? 'location' : 'people'} />
          <span className="two-lines">
            <span className="location-tree-name">{name}</span>
            {address && <span className="line-muted">{address}</span>}
          </span>
        </Link>
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
              onClick={() => state.onSelect(node)}
            >
              <Trans>
                Select<span className="visually-hidden"> {name}</span>
              </Trans>
            </button>
          )}
          <Link
            to="/locations/departments/$id"
            params={{ id: 'new' }}
            search={{ parent: node.id }}
            className="button"
            aria-label={t`New department under ${name}`}
          >
            <ListIcon path={ICONS.plus} />
            <Trans>Department</Trans>
          </Link>
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
