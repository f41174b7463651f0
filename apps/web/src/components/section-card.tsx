import type { ReactNode } from 'react';
import './section-card.css';

/** A titled card of a screen, with an optional note on the title's line (a total, a time zone). */
export function SectionCard({
  title,
  extra,
  children,
  className,
  testId,
}: {
  title: string;
  extra?: ReactNode;
  children: ReactNode;
  className?: string;
  testId: string;
}) {
  return (
    <section className={className ? `section-card ${className}` : 'section-card'} data-testid={testId}>
      <header className="section-card__head">
        <h2 className="section-card__title">{title}</h2>
        {extra ? <span className="section-card__extra">{extra}</span> : null}
      </header>
      {children}
    </section>
  );
}
