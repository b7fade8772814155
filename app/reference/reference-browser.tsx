'use client';
/**
 * The language reference, searchable: every entry has an anchor (`/reference#step-attack`, what hover and
 * the editor's problems link to), its form, what it does, its snippet and a real example from the content.
 */
import { useEffect, useMemo, useState } from 'react';
import { searchReference } from '../../dsl/reference/search';
import { snippetAsText } from '../../dsl/reference/snippet-text';
import type { StudioReference } from '../server/language/protocol';
import { plural } from '../ui/plural';

type Entry = StudioReference['sections'][number]['entries'][number];

function EntryView({ entry }: { entry: Entry }) {
  return (
    <article id={entry.id} className="reference-entry" data-testid="reference-entry">
      <h3 className="reference-entry__title">
        <a href={`#${entry.id}`} className="reference-entry__anchor">
          {entry.title}
        </a>
      </h3>
      <pre className="reference-entry__form">{entry.form}</pre>
      <p className="reference-entry__description">{entry.description}</p>
      {entry.snippet ? (
        <p className="reference-entry__snippet">
          Snippet: <code>{snippetAsText(entry.snippet)}</code> (completion offers it at the start of a step; Tab moves between its parts)
        </p>
      ) : null}
      {entry.found ? (
        <figure className="reference-entry__example">
          <pre>{entry.found.text}</pre>
          <figcaption className="muted">
            {entry.found.path}:{entry.found.line}
          </figcaption>
        </figure>
      ) : (
        <p className="muted reference-entry__none">No example in the content yet.</p>
      )}
      {entry.keywords.length > 0 ? <p className="muted reference-entry__keywords">Words: {entry.keywords.join(', ')}</p> : null}
    </article>
  );
}

export function ReferenceBrowser({ reference }: { reference: StudioReference }) {
  const [query, setQuery] = useState('');
  const shown = useMemo(() => new Set(searchReference(reference.sections, query).map((e) => e.id)), [reference, query]);
  // The anchor of a link from hover or a problem: the browser scrolls before the page is interactive; again once it is.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);
  return (
    <div className="panel panel--flush reference">
      <div className="toolbar">
        <input
          className="toolbar__search"
          type="search"
          placeholder="Search the language: attack, until, crit, status …"
          aria-label="Search the language reference"
          data-testid="reference-search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <span className="toolbar__count" data-testid="reference-count">
          {plural(shown.size, 'entry', 'entries')}
        </span>
      </div>
      <div className="reference__body">
        <nav className="reference__toc" aria-label="Sections">
          {reference.sections.map((section) => (
            <a key={section.category} href={`#section-${section.category}`}>
              {section.title}
            </a>
          ))}
        </nav>
        <div className="reference__sections">
          {reference.sections.map((section) => {
            const entries = section.entries.filter((e) => shown.has(e.id));
            if (entries.length === 0) return null;
            return (
              <section key={section.category} id={`section-${section.category}`} className="reference__section">
                <h2 className="reference__section-title">{section.title}</h2>
                {entries.map((entry) => (
                  <EntryView key={entry.id} entry={entry} />
                ))}
              </section>
            );
          })}
          {shown.size === 0 ? <p className="notice">Nothing in the language matches “{query}”.</p> : null}
        </div>
      </div>
    </div>
  );
}
