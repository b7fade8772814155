/** The studio's name and game, as the sidebar and the sign-in page show them. */
export function Brand({ className }: { className: string }) {
  return (
    <div className={className}>
      <span className="sidebar__logo" aria-hidden="true">
        C
      </span>
      <span>
        <span className="brand__name">Cardsmith</span>
        <span className="brand__game">Summoner&apos;s Grid</span>
      </span>
    </div>
  );
}
