import { Fragment } from 'react';

/** A statement code, a combination breakable after each plus (`P305+P351+P338` over two lines in a narrow column). */
export function StatementCode({ code }: { code: string }) {
  const parts = code.split('+');
  return (
    <span className="statement-code">
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one code, in their order
        <Fragment key={index}>
          {index > 0 && (
            <>
              +<wbr />
            </>
          )}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
