'use client';
/**
 * "Test this card" for a card of any game: Summoner's Grid's cards open in their default scenario,
 * another game's in its sandbox's launcher with the card in Player A's deck (the sandbox's `TestThisCard`
 * for both, which hands the editor's draft over).
 */
import { defaultGame } from '../../dsl/vocabulary';
import { TestThisCard, type TestThisCardProps } from '../sandbox/test-this-card';

export function TestCardLink({ game, ...props }: Omit<TestThisCardProps, 'game'> & { game: string }) {
  return <TestThisCard {...props} {...(game === defaultGame ? {} : { game })} />;
}
