import { PageHeading } from '../../components/ui/page-heading';
import { formatDate } from '../../lib/format-date';
import './info.css';

export type LegalBlock =
  | string
  | { list: string[] }
  | { table: { caption: string; head: string[]; rows: string[][] } };
export type LegalSection = { id: string; title: string; blocks: LegalBlock[] };
export type LegalText = {
  /** ISO date of the last change, shown at the top. */
  updated: string;
  intro: string[];
  sections: LegalSection[];
};

/** A legal page: its title, the date of the last change, a table of contents and numbered sections. */
export function LegalDocument({ title, text }: { title: string; text: LegalText }) {
  return (
    <article className="info-page legal-page">
      <PageHeading>{title}</PageHeading>
      <p className="legal-updated">
        Poslednja izmena: <time dateTime={text.updated}>{formatDate(text.updated)}</time>
      </p>
      {text.intro.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <nav aria-label="Sadržaj" className="info-toc">
        <h2 className="info-toc-title">Sadržaj</h2>
        <ol>
          {text.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {text.sections.map((section, index) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-naslov`}
          className="info-section"
        >
          <h2 id={`${section.id}-naslov`}>
            {index + 1}. {section.title}
          </h2>
          {section.blocks.map((block) => (
            <LegalBlockView key={blockKey(block)} block={block} />
          ))}
        </section>
      ))}
    </article>
  );
}

function blockKey(block: LegalBlock): string {
  if (typeof block === 'string') return block;
  return 'list' in block ? block.list.join('|') : block.table.caption;
}

function LegalBlockView({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <p>{block}</p>;
  if ('list' in block) {
    return (
      <ul>
        {block.list.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  }
  const { caption, head, rows } = block.table;
  return (
    <table className="info-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {head.map((cell) => (
            <th key={cell} scope="col">
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([first, ...rest]) => (
          <tr key={first}>
            <th scope="row">{first}</th>
            {rest.map((cell) => (
              <td key={cell}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
