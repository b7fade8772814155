/** The studio's name and the current game, as the sidebar and the sign-in page show them. */
export function Brand({ className, game }: { className: string; game: string }) {
  return (
    <div className={className}>
      <span className="sidebar__logo" aria-hidden="true">
        C
      </span>
      <span>
        <span className="brand__name">Cardsmith</span>
        <span className="brand__game" data-testid="brand-game">
          {game}
        </span>
      </span>
    </div>
  );
}
