import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { type ComponentType, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { grantsAnywhere } from '../../../shared/access/grants';
import { formSections } from '../../../shared/entities/derive/form-fields';
import type { ValidationIssue } from '../../../shared/entities/derive/schema';
import { type EntityDefinition, isDelivered, writableWith } from '../../../shared/entities/entity';
import { hiddenFieldsOf } from '../../../shared/entities/hidden-fields';
import { useSession } from '../../session/session-context';
import type { ReplicaDb, ViewDoc } from '../../sync/replica-db';
import {
  createDocument,
  deleteDocument,
  InvalidDocumentError,
  patchDocument,
  type SeenDocument,
} from '../../sync/write-api';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { showFlash } from '../../ui/flash';
import { useCompanySettingsState } from '../company-settings';
import type { SaveCheck } from '../screens';
import { FormSections } from './FormSections';
import { FormStatus, type SaveStatus } from './FormStatus';
import { focusFirstIssue } from './focus-first-issue';
import { FormContext } from './form-context';
import { changedFields, type FormData, issuesByPath, localDay, withValue } from './form-values';
import { useLeaveGuard } from './use-leave-guard';
import { useReferences } from './use-references';
import { entityWarnings } from './Warnings';

interface DocumentFormProps {
  readonly db: ReplicaDb;
  readonly entity: EntityDefinition;
  /** The list this document belongs to (`/contacts`). */
  readonly listPath: string;
  /** Where a created document opens (`/contacts`). */
  readonly detailBase: string;
  /** The values a new document starts with. */
  readonly initial: FormData | undefined;
  /** Rendered below the fields from the values being edited; it may set a top-level field. */
  readonly addon?: FormAddon | undefined;
  /** What a feature shows in a section of the entity besides its inputs, by section key. */
  readonly sectionPanels?: SectionPanels | undefined;
  /** Beside the inputs: a feature's guide computed from the values being edited. */
  readonly Aside?: FormAside | undefined;
  /** The stored document; undefined on the create screen. */
  readonly saved: ViewDoc | undefined;
  readonly onCreated: (id: string) => void;
  /** Runs once a new document is stored, before the URL takes its id (links it to its origin). */
  readonly afterCreate?: ((id: string) => Promise<void>) | undefined;
  /** Checks across documents before a save is queued; their issues block it. */
  readonly saveChecks?: readonly SaveCheck[] | undefined;
}

const EMPTY: FormData = {};

/** Extra content of an entity's form (a transport's points and cargo sources). */
export type FormAddon = (data: FormData, setField: (name: string, value: unknown) => void) => ReactNode;

/**
 * A feature's guide beside the inputs, from the values being edited (an activity's EMKG rating);
 * `jumpToField` opens the section of an input by its path and focuses it.
 */
export type FormAside = ComponentType<{
  readonly db: ReplicaDb;
  readonly data: FormData;
  readonly saved: ViewDoc | undefined;
  readonly jumpToField: (path: string) => void;
}>;

/** Components a feature shows in the entity's sections, by section key, with the stored document (none while new). */
export type SectionPanels = Readonly<
  Record<string, ComponentType<{ readonly db: ReplicaDb; readonly doc: ViewDoc | undefined }>>
>;

/** The generic registry form of one document: fields, save, delete, leave guard. */
export function DocumentForm({
  db,
  entity,
  listPath,
  detailBase,
  initial,
  addon,
  sectionPanels,
  Aside,
  saved,
  onCreated,
  afterCreate,
  saveChecks = [],
}: DocumentFormProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const savedData = saved?.data ?? initial ?? EMPTY;
  /** What the user began editing from: the bases and base version of a save. */
  const [baseline, setBaseline] = useState<SeenDocument>({ data: savedData, version: saved?.version ?? 0 });
  const [data, setData] = useState<FormData>(savedData);
  const [issues, setIssues] = useState<readonly ValidationIssue[]>([]);
  const [status, setStatus] = useState<SaveStatus | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const allowLeave = useRef(false);
  /** The id this form created, until the stored document arrives as `saved`. */
  const createdId = useRef<string | undefined>(undefined);
  const changes = useMemo(() => changedFields(baseline.data, data), [baseline, data]);
  const dirty = Object.keys(changes).length > 0;
  const blocker = useLeaveGuard(dirty, allowLeave);
  const references = useReferences(db, entity);
  // The fields wait for the company settings, so a hidden field never shows for a moment.
  const companySettings = useCompanySettingsState(db);
  const settingsData = companySettings.loading ? undefined : companySettings.doc?.data;
  const sections = useMemo(
    () => formSections(entity, hiddenFieldsOf(settingsData, entity.type)),
    [entity, settingsData],
  );
  const warnings = entityWarnings(entity, data, references.lookup, localDay(new Date()));
  const session = useSession();
  const { grants } = session.employee;
  // A document another tenant delivered, or of a module the tenant only reads, is read-only here (decision 0044).
  const own = writableWith(entity, session.tenant.subscribedModules) && !isDelivered(entity, saved?.data);
  const writable = own && grantsAnywhere(grants, saved ? 'UPDATE' : 'CREATE', entity.resource);
  const deletable = own && grantsAnywhere(grants, 'DELETE', entity.resource);

  // Changes that arrive by sync replace the form while the user has not edited it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only newly stored data resets the form
  useEffect(() => {
    if (!dirty && saved) {
      setBaseline({ data: saved.data, version: saved.version });
      setData(saved.data);
    }
  }, [saved?.data]);

  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (issues.length === 0) return;
    focusFirstIssue(formRef.current);
  }, [issues]);

  const context = useMemo(
    () => ({ issues: issuesByPath(issues), references: references.byType }),
    [issues, references],
  );

  async function save() {
    setBusy(true);
    setStatus(undefined);
    try {
      const existing = saved?.id ?? createdId.current;
      const id = existing ?? crypto.randomUUID();
      const checked = (await Promise.all(saveChecks.map((check) => check(db, { id, data })))).flat();
      if (checked.length > 0) throw new InvalidDocumentError(checked);
      if (existing) {
        await patchDocument(db, entity.type, existing, changes, baseline);
      } else {
        await createDocument(db, entity.type, data, id);
        createdId.current = id;
        // The document is stored whatever the follow-up does; its failure must not say "not saved".
        await afterCreate?.(id).catch((error: unknown) => console.error('after creating failed', error));
        allowLeave.current = true;
        onCreated(id);
        await navigate({ to: `${detailBase}/${id}`, replace: true });
        allowLeave.current = false;
      }
      setBaseline((seen) => ({ data, version: seen.version }));
      setIssues([]);
      setStatus({ kind: 'saved', offline: !navigator.onLine });
    } catch (error) {
      if (error instanceof InvalidDocumentError) {
        setIssues(error.issues);
        setStatus({ kind: 'invalid' });
      } else {
        console.error('saving failed', error);
        setStatus({ kind: 'failed' });
      }
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (!saved) return;
    setBusy(true);
    try {
      await deleteDocument(db, entity.type, saved.id);
      allowLeave.current = true;
      showFlash(t`Document deleted`);
      await navigate({ to: listPath });
    } catch (error) {
      console.error('deleting failed', error);
      setConfirmDelete(false);
      setStatus({ kind: 'deleteFailed' });
      setBusy(false);
    }
  }

  if (companySettings.loading) {
    return (
      <p className="boot-spinner" role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  }
  return (
    <FormContext.Provider value={context}>
      <form
        ref={formRef}
        className="entity-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {writable ? (
          <p className="form-hint">
            <Trans>Fields marked with * are required.</Trans>
          </p>
        ) : (
          <p className="notice" role="status" data-testid="read-only">
            {saved ? (
              <Trans>Your access role lets you read this document but not change it.</Trans>
            ) : (
              <Trans>Your access role does not let you create documents of this kind.</Trans>
            )}
          </p>
        )}
        <FormSections
          type={entity.type}
          sections={sections}
          data={data}
          onChange={(name, value) => setData((current) => withValue(current, name, value))}
          writable={writable}
          warnings={warnings}
          issues={context.issues}
          panel={(key) => {
            const Panel = sectionPanels?.[key];
            return Panel && <Panel db={db} doc={saved} />;
          }}
          aside={Aside && ((jumpToField) => <Aside db={db} data={data} saved={saved} jumpToField={jumpToField} />)}
        >
          {addon && (
            <fieldset className="entity-form-fields" disabled={!writable}>
              {addon(data, (name, value) => setData((current) => withValue(current, name, value)))}
            </fieldset>
          )}
        </FormSections>
        <div className="form-actions">
          {writable && (
            <button type="submit" className="button button-primary" disabled={busy} data-testid="save">
              <Trans>Save</Trans>
            </button>
          )}
          {saved && deletable && (
            <button
              type="button"
              className="button button-danger-outline"
              disabled={busy}
              onClick={() => setConfirmDelete(true)}
            >
              <Trans>Delete</Trans>
            </button>
          )}
          {dirty && (
            <span className="form-dirty">
              <Trans>Unsaved changes</Trans>
            </span>
          )}
          <FormStatus status={status} />
        </div>
      </form>
      {confirmDelete && (
        <ConfirmDialog
          title={t`Delete document?`}
          text={t`The deletion is permanent and cannot be undone.`}
          confirmLabel={t`Delete`}
          cancelLabel={t`Cancel`}
          danger
          busy={busy}
          onConfirm={() => void remove()}
          onCancel={() => setConfirmDelete(false)}
        />
      )}
      {blocker.status === 'blocked' && (
        <ConfirmDialog
          title={t`Leave without saving?`}
          text={t`Your changes have not been saved and will be lost.`}
          confirmLabel={t`Leave`}
          cancelLabel={t`Stay`}
          onConfirm={blocker.proceed}
          onCancel={blocker.reset}
        />
      )}
    </FormContext.Provider>
  );
}
