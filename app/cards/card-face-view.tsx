/**
 * The card face as the studio shows it in full (the editor's live preview and the library's preview
 * pane): the face drawn from its game's template (faces/face-svg-view.tsx), and below it the same words
 * as text, to read, select and copy. Also a card's small form (one library row). Colours of the text
 * panel follow the card's attribute.
 */
import type { ReactNode } from 'react';
import type { CardFace } from './card-face';
import type { FaceArt } from './faces/face-svg';
import { FaceSvgView } from './faces/face-svg-view';

const KNOWN_ATTRIBUTES = new Set(['fire', 'water', 'earth', 'wind', 'light', 'dark', 'neutral']);

function attributeClass(face: CardFace): string {
  const attribute = face.attribute ?? 'neutral';
  return `attr--${KNOWN_ATTRIBUTES.has(attribute) ? attribute : 'other'}`;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function CardFaceView({ face, id, game, art }: { face: CardFace; id?: string; game: string; art?: FaceArt }) {
  return (
    <div className="face-shown">
      <FaceSvgView face={face} game={game} {...(art ? { art } : {})} />
      <CardTextPanel face={face} {...(id ? { id } : {})} />
    </div>
  );
}

/** The face's words as text: name, cost, type line, stats, requirements, rules text, flavour. */
function CardTextPanel({ face, id }: { face: CardFace; id?: string }) {
  const summon = face.cardType === 'summon';
  const requires = [...face.requires.roles, ...face.requires.species];
  return (
    <article className={`face ${attributeClass(face)}`} data-testid="card-face" aria-label={`Card face of ${face.name}`}>
      <header className="face__header">
        <div className="face__title">
          <h2 className="face__name" data-testid="face-name">
            {face.name}
          </h2>
          {face.speed ? <span className="face__speed">{capitalize(face.speed)} speed</span> : null}
          {face.properties && face.properties.length > 0 ? (
            <span className="face__speed" data-testid="face-properties">
              {face.properties.map((p) => `${p.label} ${p.value}`).join(' · ')}
            </span>
          ) : null}
        </div>
        <div className="face__type" data-testid="face-type">
          {face.typeLine}
          {face.species ? ` · ${face.species}` : ''}
        </div>
      </header>
      {face.stats.length > 0 ? (
        <dl className={summon ? 'face__stats face__stats--grid' : 'face__stats'} data-testid="face-stats">
          {face.stats.map((stat) => (
            <div key={stat.label} className="face__stat">
              <dt>{stat.label}</dt>
              <dd>
                {stat.value}
                {stat.note ? <span className="face__growth" title="growth">{stat.note}</span> : null}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {requires.length > 0 ? (
        <div className="face__requires" data-testid="face-requires">
          <span className="face__requires-label">Requires</span>
          {requires.map((name) => (
            <span key={name} className="chip">
              {name}
            </span>
          ))}
        </div>
      ) : null}
      <div className="face__text" data-testid="face-text">
        {face.text.length === 0 ? <p className="face__empty">No rules text.</p> : face.text.map((line, i) => <p key={i}>{line}</p>)}
      </div>
      {face.flavor ? <p className="face__flavor">“{face.flavor}”</p> : null}
      <footer className="face__footer">
        <span>{face.rarity ?? ''}</span>
        {face.provisional ? <span className="face__provisional">provisional</span> : null}
        {id ? <span className="face__id">{id}</span> : null}
      </footer>
    </article>
  );
}

/** One library row's face: name (or `title`, e.g. a link), type, key numbers and the start of the rules text. */
export function MiniCardFace({ face, title }: { face: CardFace; title?: ReactNode }) {
  const stats = face.cardType === 'summon' ? [] : [...(face.properties ?? []), ...face.stats].slice(0, 4);
  return (
    <div className={`mini-face ${attributeClass(face)}`}>
      <div className="mini-face__head">
        <span className="mini-face__name">{title ?? face.name}</span>
        <span className="mini-face__type">{face.typeLine}</span>
      </div>
      <div className="mini-face__line">
        {stats.map((stat) => (
          <span key={stat.label} className="mini-face__stat">
            {stat.label} <b>{stat.value}</b>
          </span>
        ))}
        {face.cardType === 'summon' ? (
          <span className="mini-face__stat">
            {face.stats.map((s) => `${s.label} ${s.value}`).join(' · ')}
          </span>
        ) : null}
      </div>
      <p className="mini-face__text">{face.text.join(' ')}</p>
    </div>
  );
}
