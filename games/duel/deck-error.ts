/**
 * A deck that breaks its game's deck rules, refused by the game's setup (each game checks with its own
 * `deckProblems`). One base class, so a tool that starts games of any duel (the sandbox) tells a refused
 * deck from a fault.
 */
export class DeckError extends Error {}
