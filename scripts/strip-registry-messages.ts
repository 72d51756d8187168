/**
 * A Babel plugin for the client's production build: the registry's message descriptors
 * (`{ id, message }` behind an `i18n` block comment in shared/, written without the Lingui macro
 * because the server runs them too) lose their English `message`, as the macro strips it from
 * `msg` in production. The compiled catalogs hold every id in both languages (`npm run
 * i18n:check`), so the text was never shown; it only cost the first page load (issue 15).
 */
interface Key {
  readonly type: string;
  readonly name?: string;
  readonly value?: unknown;
}

interface Property {
  readonly type: string;
  readonly key?: Key;
  readonly computed?: boolean;
}

interface ObjectExpression {
  properties: Property[];
  readonly leadingComments?: readonly { readonly value: string }[] | null;
}

function keyName(property: Property): unknown {
  if (property.type !== 'ObjectProperty' || property.computed || !property.key) return undefined;
  return property.key.type === 'Identifier' ? property.key.name : property.key.value;
}

export function stripRegistryMessages() {
  return {
    name: 'strip-registry-messages',
    visitor: {
      ObjectExpression(path: { node: ObjectExpression }) {
        const { node } = path;
        if (!node.leadingComments?.some((comment) => comment.value.trim() === 'i18n')) return;
        if (!node.properties.some((property) => keyName(property) === 'id')) return;
        node.properties = node.properties.filter((property) => keyName(property) !== 'message');
      },
    },
  };
}
