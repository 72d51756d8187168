import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { SdsBox } from '../../../shared/domain/sds';
import { type DrawnPage, drawSheetPage } from '../sds';

/** The widest a page is drawn, in CSS pixels; narrower screens draw it as wide as the review. */
const MAX_WIDTH = 720;
/** Room around the marked line, in CSS pixels. */
const MARGIN = 3;

interface DataSheetPagePreviewProps {
  readonly file: Blob;
  readonly page: number;
  /** The 1-based line number shown beside the page. */
  readonly line: number;
  readonly box: SdsBox;
  readonly onClose: () => void;
}

/**
 * A page of the sheet with an evidence line marked on it (docs/domain/sds.md SDS-35): drawn with
 * pdf.js, which loads with this component; the page scrolls to the line.
 */
export function DataSheetPagePreview({ file, page, line, box, onClose }: DataSheetPagePreviewProps) {
  const { t } = useLingui();
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const mark = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState<DrawnPage | 'failed' | undefined>(undefined);

  useEffect(() => {
    const target = canvas.current;
    const width = Math.min(MAX_WIDTH, frame.current?.clientWidth ?? MAX_WIDTH);
    if (!target) return;
    let current = true;
    setDrawn(undefined);
    drawSheetPage(file, page, target, width)
      .then((result) => current && setDrawn(result))
      .catch((error: unknown) => {
        console.error('drawing the page of the sheet failed', error);
        if (current) setDrawn('failed');
      });
    return () => {
      current = false;
    };
  }, [file, page]);

  useEffect(() => {
    const scroller = frame.current;
    const marked = mark.current;
    if (!scroller || !marked || typeof drawn !== 'object') return;
    scroller.scrollTop = Math.max(0, marked.offsetTop - scroller.clientHeight / 2);
  }, [drawn]);

  const scale = typeof drawn === 'object' ? drawn.scale : undefined;
  return (
    <figure className="sds-page-preview" data-testid="sds-page-preview">
      <figcaption>
        <span>
          <Trans>
            Page {page}, line {line} marked on the page
          </Trans>
        </span>
        <button type="button" className="button" onClick={onClose} data-testid="sds-page-preview-close">
          <Trans>Close page</Trans>
        </button>
      </figcaption>
      {drawn === undefined && (
        <p role="status">
          <Trans>Drawing the page…</Trans>
        </p>
      )}
      {drawn === 'failed' && (
        <p className="notice notice-error" role="alert">
          <Trans>The page could not be drawn. The line above is what the sheet says there.</Trans>
        </p>
      )}
      <div ref={frame} className="sds-page-frame">
        <div className="sds-page-sheet">
          <canvas ref={canvas} role="img" aria-label={t`Page ${page} of the safety data sheet`} />
          {scale !== undefined && (
            <div
              ref={mark}
              className="sds-page-highlight"
              data-testid="sds-page-highlight"
              style={{
                left: box.x * scale - MARGIN,
                top: box.y * scale - MARGIN,
                width: box.width * scale + 2 * MARGIN,
                height: box.height * scale + 2 * MARGIN,
              }}
            />
          )}
        </div>
      </div>
    </figure>
  );
}
