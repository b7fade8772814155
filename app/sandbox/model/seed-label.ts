/**
 * How the sandbox names a run's seed. The seed predicts every roll and shuffle to come, so only the
 * designer's view (everything shown) gives it; a player's view says it is hidden.
 */
export function seedLabel(seed: number, viewer: string): string {
  return viewer === 'all' ? `seed ${seed}` : 'seed hidden in a player’s view';
}
