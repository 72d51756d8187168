import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { grantsAnywhere } from '../../../shared/access/grants';
import { substanceRegisterReview } from '../../../shared/entities/substance-register-review';
import { useSession } from '../../session/session-context';
import type { ReplicaDb } from '../../sync/replica-db';
import { ReviewForm } from './ReviewForm';
import { reviewText } from './register-texts';
import type { RegisterLocation } from './register-view';

interface RegisterReviewsProps {
  readonly db: ReplicaDb;
  readonly locations: readonly RegisterLocation[];
}

/**
 * The yearly review of each location the register shows (GefStoffV § 6 (12), REG-8, REG-9):
 * when and by whom it was last reviewed, when the next review is due, and "Record review" for
 * those whose roles allow it somewhere (the server checks the location).
 */
export function RegisterReviews({ db, locations }: RegisterReviewsProps) {
  const { t, i18n } = useLingui();
  const { grants } = useSession().employee;
  const [recording, setRecording] = useState<string | undefined>(undefined);
  const mayRecord = grantsAnywhere(grants, 'CREATE', substanceRegisterReview.resource);
  if (locations.length === 0) return null;
  return (
    <section className="register-reviews" aria-label={t`Yearly review`}>
      <ul className="register-review-list">
        {locations.map((location) => (
          <li key={location.id} className="register-review" data-state={location.status.state} data-id={location.id}>
            <div className="register-review-line">
              <span className="register-review-location">{location.name}</span>
              <span className="register-review-text" data-testid="register-review-text">
                {reviewText(i18n, location)}
              </span>
              {mayRecord && recording !== location.id && (
                <button
                  type="button"
                  className="button"
                  data-testid="register-review-record"
                  onClick={() => setRecording(location.id)}
                >
                  <Trans>Record review</Trans>
                </button>
              )}
            </div>
            {recording === location.id && (
              <ReviewForm db={db} location={location} onClose={() => setRecording(undefined)} />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
