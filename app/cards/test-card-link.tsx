'use client';
/**
 * "Test this card" for a card of any game: Summoner's Grid's cards open in their default scenario (the
 * sandbox's own `TestThisCard`, which hands the editor's draft over); another game's open its sandbox,
 * `/sandbox?game=<id>`, which sets up its own board.
 */
import { defaultGame } from '../../dsl/vocabulary';
import { TestThisCard, type TestThisCardProps } from '../sandbox/test-this-card';

export function TestCardLink({ game, ...props }: TestThisCardProps & { game: string }) {
  if (game === defaultGame) return <TestThisCard {...props} />;
  return (
    <a
      href={`/sandbox?game=${encodeURIComponent(game)}`}
      className={props.className ?? 'button'}
      data-testid="test-this-card"
      data-card={props.card}
      title="Open this game's sandbox"
      {...(props.newTab ? { target: '_blank', rel: 'noopener' } : {})}
    >
      {props.label ?? 'Test this card'}
    </a>
  );
}
