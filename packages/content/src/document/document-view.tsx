import type { ContentDocument } from '@veso/contract';
import { useId } from 'react';
import styles from '../content.module.css';

export type DocumentViewProps = {
  document: ContentDocument;
  /** Heading level of the document's own title (its sections are one below). */
  level?: 2 | 3;
  /** Show the document's title (a page showing one document has it in the header). */
  showTitle?: boolean;
  /** Prefix of the section anchors, so two documents on one page never share an id. */
  anchorPrefix?: string;
};

/** An operator document (policy, detailed rules, terms): intro, table of contents, numbered clauses. */
export function DocumentView({
  document,
  level = 2,
  showTitle = false,
  anchorPrefix = '',
}: DocumentViewProps) {
  const titleId = useId();
  const Title = level === 2 ? 'h2' : 'h3';
  const SectionTitle = level === 2 && !showTitle ? 'h2' : 'h3';
  const anchor = (id: string) => `${anchorPrefix}${id}`;
  return (
    <article className={styles.page} aria-labelledby={showTitle ? titleId : undefined}>
      {showTitle ? (
        <Title id={titleId} className={styles.cardTitle}>
          {document.title}
        </Title>
      ) : null}
      {document.intro ? <p className={styles.lead}>{document.intro}</p> : null}
      <nav aria-label={showTitle ? `Mục lục ${document.title}` : 'Mục lục'}>
        <ol className={styles.prose}>
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${anchor(section.id)}`} className={styles.link}>
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section) => (
        // Not named, so not a landmark: a page with two documents (the policy and the
        // detailed rules) may have two clauses of one title, and landmarks need unique names.
        <section key={section.id} className={styles.section}>
          <SectionTitle id={anchor(section.id)} className={styles.sectionTitle}>
            {section.title}
          </SectionTitle>
          <ol className={styles.prose}>
            {section.clauses.map((clause) => (
              <li key={clause}>{clause}</li>
            ))}
          </ol>
        </section>
      ))}
      <p className={styles.updated}>Cập nhật lần cuối: {document.updatedAt}</p>
    </article>
  );
}
