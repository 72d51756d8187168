import { lazy, Suspense } from 'react';
import '../../styles/pictograms.css';
import { CodeBadge } from './CodeBadge';

const PictogramDrawing = lazy(() =>
  import('./PictogramDrawing').then((module) => ({ default: module.PictogramDrawing })),
);

interface PictogramProps {
  /** A GHS or ISO 7010 code (`GHS02`, `M004`, `F001_UP`). */
  readonly code: string;
  /** Height in CSS pixels. */
  readonly size?: number;
  /** The code is shown as text beside the sign: an empty square holds its place while the drawings load. */
  readonly codeBeside?: boolean;
}

/** A safety sign, drawn; its code stands in until the drawings have loaded. */
export function Pictogram({ code, size = 32, codeBeside = false }: PictogramProps) {
  return (
    <Suspense fallback={<CodeBadge code={code} size={size} codeBeside={codeBeside} />}>
      <PictogramDrawing code={code} size={size} codeBeside={codeBeside} />
    </Suspense>
  );
}

interface PictogramsProps {
  readonly codes: readonly string[];
  readonly size?: number;
}

/** Several signs in a row, each with its code as visible text beside it. */
export function Pictograms({ codes, size = 32 }: PictogramsProps) {
  return (
    <span className="pictograms">
      {codes.map((code) => (
        <span key={code} className="pictograms-item">
          <Pictogram code={code} size={size} codeBeside />
          <span className="pictograms-code" aria-hidden="true">
            {code}
          </span>
        </span>
      ))}
    </span>
  );
}
