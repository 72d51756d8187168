import 'fake-indexeddb/auto';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { siteInspection } from '../../../shared/entities/site-inspection';
import { ReplicaDb, type ViewDoc } from '../../sync/replica-db';
import { extensionRegistry, type ScreenExtensions } from '../screens';
import { DetailActions, DetailMain, withoutFields } from './extension-slots';

function CallButton({ doc }: { readonly doc: ViewDoc }) {
  return <button type="button">Call {String(doc.data.name)}</button>;
}

function Notes({ doc }: { readonly db: ReplicaDb; readonly doc: ViewDoc | undefined }) {
  return <section>{doc ? `Notes of ${String(doc.data.name)}` : 'No notes yet'}</section>;
}

const registry = extensionRegistry([
  { CONTACT: { detail: { Actions: CallButton, Section: Notes } } } satisfies ScreenExtensions,
]);
const contact = registry.extensionOf('CONTACT')?.detail;

const buildDoc = (data: ViewDoc['data']): ViewDoc => ({
  id: 'con-1',
  type: 'CONTACT',
  version: 3,
  data,
  pending: false,
  title: 'acme',
  refs: [],
});

describe('the detail screen with registered extensions', () => {
  it('shows the registered actions of a saved document, and nothing where none are registered', () => {
    const html = renderToStaticMarkup(<DetailActions Actions={contact?.Actions} doc={buildDoc({ name: 'Acme' })} />);
    expect(html).toBe('<div class="entity-detail-actions"><button type="button">Call Acme</button></div>');
    expect(renderToStaticMarkup(<DetailActions Actions={undefined} doc={buildDoc({})} />)).toBe('');
  });

  it('shows the registered section below the form, also on the create screen', () => {
    const db = new ReplicaDb('sorgfalt:extension-slots');
    const form = <form>fields</form>;
    const saved = renderToStaticMarkup(
      <DetailMain form={form} Section={contact?.Section} db={db} doc={buildDoc({ name: 'Acme' })} />,
    );
    expect(saved).toBe('<div class="entity-detail-main"><form>fields</form><section>Notes of Acme</section></div>');
    const created = renderToStaticMarkup(<DetailMain form={form} Section={contact?.Section} db={db} doc={undefined} />);
    expect(created).toContain('<section>No notes yet</section>');
    expect(renderToStaticMarkup(<DetailMain form={form} Section={undefined} db={db} doc={undefined} />)).toBe(
      '<form>fields</form>',
    );
  });

  it('leaves the fields a section edits out of the form, keeping the type the document is validated by', () => {
    const header = withoutFields(siteInspection, ['findings']);
    expect(Object.keys(header.fields)).not.toContain('findings');
    expect(Object.keys(header.fields)).toContain('name');
    expect(header.type).toBe('SITE_INSPECTION');
    expect(withoutFields(siteInspection, undefined)).toBe(siteInspection);
  });
});
