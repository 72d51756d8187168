import { Trans, useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { useSession } from '../../session/session-context';
import type { ReplicaDb } from '../../sync/replica-db';
import { createDocument } from '../../sync/write-api';

interface CommentsPanelProps {
  readonly db: ReplicaDb;
  readonly documentId: string;
}

interface CommentView {
  readonly id: string;
  readonly text: string;
  readonly createdAt: string;
  readonly pending: boolean;
}

/** The comments on a saved document, from the replica; a new comment syncs like any document. */
export function CommentsPanel({ db, documentId }: CommentsPanelProps) {
  const { t, i18n } = useLingui();
  const { employee } = useSession();
  const [text, setText] = useState('');
  const [failed, setFailed] = useState(false);
  const comments = useLiveQuery(
    async () => {
      const docs = await db.view.where('refs').equals(documentId).toArray();
      return docs
        .filter((doc) => doc.type === 'COMMENT' && doc.data.target === documentId)
        .map(
          (doc): CommentView => ({
            id: doc.id,
            text: typeof doc.data.text === 'string' ? doc.data.text : '',
            createdAt: typeof doc.data.createdAt === 'string' ? doc.data.createdAt : '',
            pending: doc.pending,
          }),
        )
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    },
    [db, documentId],
    [],
  );
  async function add() {
    setFailed(false);
    try {
      const data = { target: documentId, text: text.trim(), author: employee.id, createdAt: new Date().toISOString() };
      await createDocument(db, 'COMMENT', data);
      setText('');
    } catch (error) {
      console.error('comment failed', error);
      setFailed(true);
    }
  }
  return (
    <div className="comments">
      {comments.length === 0 ? (
        <p className="form-hint">
          <Trans>No comments yet.</Trans>
        </p>
      ) : (
        <ul className="comment-list">
          {comments.map((comment) => (
            <li key={comment.id} className="comment">
              <p className="comment-text">{comment.text}</p>
              <p className="comment-meta">
                {comment.createdAt &&
                  i18n.date(new Date(comment.createdAt), { dateStyle: 'medium', timeStyle: 'short' })}
                {comment.pending && <> · {t`not yet sent`}</>}
              </p>
            </li>
          ))}
        </ul>
      )}
      <form
        className="comment-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (text.trim()) void add();
        }}
      >
        <label htmlFor="new-comment">
          <Trans>New comment</Trans>
        </label>
        <textarea
          id="new-comment"
          className="form-control"
          rows={3}
          maxLength={5000}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        {failed && (
          <p className="form-error" role="alert">
            <Trans>Could not be saved, please contact support.</Trans>
          </p>
        )}
        <button type="submit" className="button" disabled={text.trim() === ''}>
          <Trans>Add comment</Trans>
        </button>
      </form>
    </div>
  );
}
